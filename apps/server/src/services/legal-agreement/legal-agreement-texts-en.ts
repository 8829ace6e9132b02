import type { LegalAgreementTemplate, LegalAgreementTemplates } from './legal-agreement-template';

/*
 * The demo legal agreements in English, written for a Hong Kong broker licensed by the SFC. They read like the real
 * documents so the product can be judged with realistic text, but they are demonstration content, not legal advice.
 */

const privacyPolicy: LegalAgreementTemplate = {
  title: 'Privacy Policy',
  content: ({ name, privacyEmail }) => `
<p><strong>${name} Limited</strong> ("${name}", "we" or "us") respects your privacy. This policy explains how we collect, use, hold and disclose your personal data, in line with the Personal Data (Privacy) Ordinance (Cap. 486) of Hong Kong (the "Ordinance").</p>
<h2>1. Personal data we collect</h2>
<ul>
<li><strong>Identity and contact details:</strong> your name, identity card or passport number, date of birth, nationality, residential address, telephone number and email address.</li>
<li><strong>Financial information:</strong> your occupation, income, net worth, source of funds, investment experience and objectives, and your bank account details.</li>
<li><strong>Account records:</strong> your instructions, orders, transactions, holdings, statements and correspondence with us.</li>
<li><strong>Technical data:</strong> the address, device and browser you use, the times you sign in and the cookies that keep you signed in.</li>
</ul>
<h2>2. How we use your personal data</h2>
<ul>
<li>to open, operate and close your accounts and to carry out your instructions;</li>
<li>to verify your identity and to meet our duties under anti-money laundering and counter-terrorist financing laws;</li>
<li>to send you statements, contract notes, confirmations and service notices;</li>
<li>to meet reporting duties under the laws, rules and codes that apply to us, including the Hong Kong investor identification regime, the Common Reporting Standard and FATCA;</li>
<li>to protect your account, to detect and prevent fraud and to keep our systems secure.</li>
</ul>
<h3>Direct marketing</h3>
<p>We will not use your personal data in direct marketing unless you have given your consent. You may withdraw your consent at any time, free of charge, by writing to us.</p>
<h2>3. Who we may share it with</h2>
<p>We keep your personal data confidential. We may transfer it, in Hong Kong or elsewhere, only as needed for the purposes above, to:</p>
<ul>
<li>the Securities and Futures Commission, Hong Kong Exchanges and Clearing Limited and other regulators, exchanges and clearing houses;</li>
<li>custodians, brokers, banks and payment systems that take part in your transactions;</li>
<li>our service providers (such as data centres, printing and mailing), who are bound to keep it confidential;</li>
<li>anyone to whom we are required to disclose it by law or by a court.</li>
</ul>
<h2>4. Keeping your data safe</h2>
<p>Your data is held on secured systems with access limited to staff who need it. We keep it only as long as needed for the purposes above and as required by law, normally at least seven years after your account is closed.</p>
<h2>5. Your rights</h2>
<p>Under the Ordinance you may ask whether we hold personal data about you, ask for a copy of it and ask us to correct it. We may charge a reasonable fee for a copy. Please send your request to our Data Protection Officer at <a href="mailto:${privacyEmail}">${privacyEmail}</a>.</p>
<p>You can learn more about your rights from the <a href="https://www.pcpd.org.hk">Office of the Privacy Commissioner for Personal Data</a>.</p>
<h2>6. Changes to this policy</h2>
<p>We may update this policy from time to time. The version shown in the portal is the one in force. If the English and Chinese versions differ, the English version prevails.</p>
`,
};

const termsAndConditions: LegalAgreementTemplate = {
  title: 'Terms and Conditions',
  content: ({ name, serviceEmail }) => `
<p>These terms govern your use of the online services of <strong>${name} Limited</strong> ("${name}", "we" or "us"), including this portal and our mobile applications. They apply together with your client agreement with us. By signing in you accept them.</p>
<h2>1. Access and security</h2>
<ul>
<li>Your login name, password and one-time passwords are personal to you. Keep them secret and never share them, not even with our staff.</li>
<li>You are responsible for every instruction given with your credentials until you tell us they may be compromised.</li>
<li>Tell us at once at <a href="mailto:${serviceEmail}">${serviceEmail}</a> if you suspect that someone else has used your account.</li>
<li>We may sign you out after a period of inactivity and may suspend access to protect you or us.</li>
</ul>
<h2>2. Instructions</h2>
<p>An instruction is received only when the portal confirms it. Instructions received after a cut-off time are handled on the next business day. Once an order has reached the market it may not be possible to cancel or change it, and you remain bound by any part carried out before a cancellation takes effect.</p>
<h2>3. Information in the portal</h2>
<p>Prices, charts, research and news come from third parties and are for reference only. They may be delayed and are not an offer or a recommendation to buy or sell any investment. Neither we nor our providers guarantee that they are accurate, complete or timely.</p>
<h2>4. Fees and charges</h2>
<p>You agree to pay our fees and charges as shown in our published schedule, together with the levies and fees of exchanges and regulators. We will give you notice before any change to our fees takes effect.</p>
<h2>5. Availability and liability</h2>
<p>We aim to keep the online services available but do not promise that they will be free of interruption or error. Except where caused by our negligence or wilful default, we are not liable for any loss arising from a failure, delay or interruption of the online services or of any communication line.</p>
<h2>6. Intellectual property</h2>
<p>The content of the portal belongs to us or to our licensors. You may use it only for managing your own accounts and may not copy, sell or redistribute it.</p>
<h2>7. Governing law</h2>
<p>These terms are governed by the laws of the Hong Kong Special Administrative Region. You submit to the non-exclusive jurisdiction of the Hong Kong courts. If the English and Chinese versions differ, the English version prevails.</p>
`,
};

const declarationAndConsent: LegalAgreementTemplate = {
  title: 'Declaration and Consent',
  content: ({ name }) => `
<p>In applying for and using an account with <strong>${name} Limited</strong> ("${name}", "we" or "us"), you make the following declarations and give the following consents.</p>
<h2>1. Declarations</h2>
<ul>
<li>The information you have given us is true, complete and correct, and you will tell us within 30 days of any material change.</li>
<li>You are the ultimate beneficial owner of the account, and the money and assets you place with us come from lawful sources.</li>
<li>Unless you have told us otherwise, you are not a United States person for tax purposes.</li>
<li>You have received, read and understood the risk disclosure statements in a language of your choice.</li>
</ul>
<h2>2. Consent to use of personal data</h2>
<p>You consent to our collecting, using and transferring your personal data as set out in our Privacy Policy, including transfers to places outside Hong Kong where this is needed to carry out your instructions.</p>
<h2>3. Investor identification</h2>
<p>You consent to our giving your Broker-to-Client Assigned Number and your client identification data to The Stock Exchange of Hong Kong Limited and the Securities and Futures Commission under the Hong Kong investor identification regime. Without this consent we may only act on your instructions to sell, not to buy, securities listed in Hong Kong.</p>
<h2>4. Electronic communications</h2>
<p>You agree to receive statements, contract notes, notices and other documents by electronic means, through the portal, by email or by SMS. A document is treated as received when it is made available to you. You may ask for paper copies, for which a fee may apply.</p>
<h2>5. Withdrawing consent</h2>
<p>You may withdraw any consent above by writing to us. Withdrawing a consent that the law or our services require may mean that we cannot continue to act for you.</p>
`,
};

const firstLoginAgreement: LegalAgreementTemplate = {
  title: 'Online Services Agreement and Risk Disclosure',
  content: ({ name, serviceEmail, virtualAssets }) => `
<p>Please read this agreement carefully before you use the online services of <strong>${name} Limited</strong> ("${name}", "we" or "us") for the first time. It forms part of your client agreement with us. If anything is unclear, please contact us or seek independent professional advice before you continue.</p>
<h2>Part A. Electronic trading services</h2>
<h3>1. Access and security</h3>
<ul>
<li>Your login name, password and one-time passwords are for your use only. Do not disclose them to anyone, including our staff.</li>
<li>You are responsible for every instruction given through the online services with your credentials.</li>
<li>Tell us at once at <a href="mailto:${serviceEmail}">${serviceEmail}</a> if you suspect unauthorised access to your account.</li>
<li>For your security you are signed out after a period of inactivity.</li>
</ul>
<h3>2. Instructions</h3>
<p>An instruction is received only when the online services acknowledge it. Instructions received after a cut-off time are handled on the next business day. An order may not be cancelled or changed once it has been executed in the market.</p>
<h3>3. Market data</h3>
<p>Prices, quotes and news are provided by third parties for reference only and may be delayed. Their accuracy, completeness and timeliness are not guaranteed.</p>
<h2>Part B. Risk disclosure statements</h2>
<h3>Risk of securities trading</h3>
<p>The prices of securities fluctuate, sometimes dramatically. The price of a security may move up or down, and may become valueless. It is as likely that losses will be incurred rather than profit made as a result of buying and selling securities.</p>
<h3>Risk of trading GEM stocks</h3>
<p>GEM stocks involve a high investment risk. In particular, companies may list on GEM with neither a track record of profitability nor any obligation to forecast future profitability. GEM stocks may be very volatile and illiquid. You should make the decision to invest only after due and careful consideration.</p>
<h3>Risk of client assets received or held outside Hong Kong</h3>
<p>Client assets received or held outside Hong Kong are subject to the laws and regulations of the place where they are held, which may be different from the Securities and Futures Ordinance (Cap. 571). Such client assets may not enjoy the same protection as client assets received or held in Hong Kong.</p>
<h3>Risk of electronic trading</h3>
<p>Trading through an electronic system may be affected by system failure, interruption or delay, or by the loss of data sent over the internet. You may be unable to give instructions, or your instructions may be delayed or carried out at prices different from those shown.</p>
${
  virtualAssets
    ? `<h3>Risk of virtual assets</h3>
<p>Virtual assets are highly volatile and may lose all of their value. They are not legal tender, are not backed by any government and are not covered by the Investor Compensation Fund. Transfers on a blockchain generally cannot be reversed.</p>
`
    : ''
}<h2>Part C. Personal data</h2>
<p>We use your personal data as described in our Privacy Policy, including to verify your identity when you sign in, to keep records of your instructions and to meet our duties under the laws of Hong Kong.</p>
<h2>Part D. Your confirmation</h2>
<p>By ticking the box and confirming, you declare that:</p>
<ul>
<li>you have read and understood this agreement and the risk disclosure statements in a language of your choice (English or Chinese);</li>
<li>you were invited to read them, to ask questions and to take independent advice if you wish;</li>
<li>you agree to be bound by this agreement, our Terms and Conditions and our Privacy Policy when you use the online services.</li>
</ul>
`,
};

const ipoAgreement: LegalAgreementTemplate = {
  title: 'IPO Subscription Terms',
  content: ({ name }) => `
<p>These terms apply when you apply for new shares in an initial public offering ("IPO") through <strong>${name} Limited</strong> ("${name}", "we" or "us"). Please read the prospectus of the issuer before you apply.</p>
<h2>1. Your application</h2>
<ul>
<li>You authorise us to apply for the shares on your behalf, through our nominee, on the terms of the prospectus and the application form.</li>
<li>You confirm that you make only one application for your own benefit in each offering, and that you are eligible to apply under the prospectus.</li>
<li>An application cannot be changed or cancelled after the closing time we announce, which is earlier than the closing time of the offering.</li>
</ul>
<h2>2. Payment</h2>
<p>The application amount, brokerage of 1%, the SFC transaction levy of 0.0027%, the AFRC transaction levy of 0.00015%, the Stock Exchange trading fee of 0.00565% and our handling fee are held from your account when you apply. For a financed application, interest is charged on the amount lent from the day it is drawn until the refund date, whether or not shares are allotted.</p>
<h2>3. Allotment and refunds</h2>
<p>Allotment is decided by the issuer and is not guaranteed. Allotted shares are credited to your account on the listing date. Money for shares not allotted is returned to your account on the refund date, without interest. The handling fee is not refunded.</p>
<h2>4. Risks</h2>
<p>Newly listed shares may trade below the offer price and may be very volatile. If the offering is oversubscribed you may receive few or no shares. Please read the risk factors in the prospectus, available on the <a href="https://www.hkexnews.hk">HKEXnews</a> website.</p>
`,
};

const eddaAgreement: LegalAgreementTemplate = {
  title: 'eDDA Authorisation Terms',
  content: ({ name }) => `
<p>These terms apply when you set up an electronic Direct Debit Authorisation ("eDDA") so that <strong>${name} Limited</strong> ("${name}", "we" or "us") can collect deposits from your bank account through the Faster Payment System operated by Hong Kong Interbank Clearing Limited.</p>
<h2>1. Your authorisation</h2>
<ul>
<li>You authorise your bank to debit your bank account and pay us the amounts you instruct through the portal, up to the limit per transaction you set.</li>
<li>The bank account must be in your own name. We cannot accept deposits from the account of a third party.</li>
<li>Your bank may ask you to confirm the authorisation by a one-time password or through its own app.</li>
</ul>
<h2>2. Deposits</h2>
<p>A deposit is credited to your account with us only after the money is received. Deposits received after the cut-off time are credited on the next business day. Your bank may refuse a debit, for example if there are not enough funds, and may charge you for it.</p>
<h2>3. Changes and cancellation</h2>
<p>You may change the limit or cancel the authorisation through the portal or with your bank. A cancellation does not affect deposits already instructed. We may end the authorisation if your account with us is closed or if the bank account is no longer in your name.</p>
<h2>4. Liability</h2>
<p>We are not liable for a delay or failure of a debit caused by your bank or by the Faster Payment System. Please check your bank statements and tell us of any debit you do not recognise within 60 days.</p>
`,
};

export const legalAgreementTextsEn: LegalAgreementTemplates = {
  privacyPolicy,
  termsAndConditions,
  declarationAndConsent,
  firstLoginAgreement,
  ipoAgreement,
  eddaAgreement,
};
