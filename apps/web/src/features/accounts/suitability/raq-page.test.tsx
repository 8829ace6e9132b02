// @vitest-environment jsdom
// The risk profile, the questionnaire's first step, a result and the expiry reminder as a client sees them (rendered
// live in the portal's providers).
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { RiskProfile, RiskQuestionnaireSubmission } from '@portal/contract';
import type { Language } from '@portal/contract/domain/language';
import { mount, setUpPageTests, wordsOf } from '../../../app/testing/mount';
import { RiskProfileReminderView } from '../../../shared/risk-profile/risk-profile-reminder';
import { allowedFundLevels } from './level-explanation';
import { ResultView } from './questionnaire-result';
import { QuestionnaireSteps } from './questionnaire-steps';
import { ProfileView } from './risk-profile-view';

setUpPageTests();

/** The view in the portal's providers with the questionnaire's texts. */
async function render(children: ReactNode, language: Language = 'en'): Promise<HTMLElement> {
  const { container } = await mount(children, {
    language,
    namespaces: ['accountSuitability', 'riskProfileReminder', 'ticket'],
  });
  return container;
}

const ignore = () => undefined;
const account = { accountCode: 'C10005', source: 'gateway' } as const;

/** C10005's seeded questionnaire: version 1, 12 points, approved almost two years ago. */
const version1Submission: RiskQuestionnaireSubmission = {
  questionnaireId: 'RQ1',
  accountCode: 'C10005',
  version: 1,
  answers: {
    age: 'age-3',
    horizon: 'horizon-3',
    experience: 'experience-3',
    derivatives: 'derivatives-3',
    income: 'income-2',
    netWorth: 'netWorth-2',
    lossTolerance: 'lossTolerance-2',
    objective: 'objective-2',
  },
  score: 12,
  maximumScore: 32,
  riskLevel: 'LowToMedium',
  status: 'approved',
  reviewReasons: [],
  submittedAt: '2024-12-17T02:00:00.000Z',
  decidedAt: '2024-12-17T02:00:00.000Z',
  decidedBy: 'automatic',
  rejectReason: null,
  expiresAt: '2026-12-16T16:00:00.000Z',
};

const expiringProfile: RiskProfile = {
  riskLevel: 'LowToMedium',
  expiry: { time: '2026-12-16T16:00:00.000Z', expiring: true, expired: false, lastValidDay: '2026-12-16' },
  approved: version1Submission,
  latest: null,
  currentVersion: 2,
};

describe('the risk profile', () => {
  it('shows the level, its validity and score, what it means and the fund levels it allows', async () => {
    const text = wordsOf(await render(<ProfileView profile={expiringProfile} onAnswer={ignore} />));
    expect(text).toContain('Risk level Low to medium');
    expect(text).toContain('Approved on 2024-12-17');
    expect(text).toContain('Valid until 2026-12-16');
    expect(text).toContain('Score 12 of 32 points');
    expect(text).toContain('You accept modest falls in value for steady returns');
    const allowed = text.slice(text.indexOf('You may buy funds rated:'), text.indexOf('How scores give a risk level'));
    expect(allowed).toBe('You may buy funds rated: None Low Low to medium ');
    expect(text).toContain('Redo the questionnaire');
  });

  it("keeps a version 1 questionnaire's answers and score bands readable in its own wording, in zh-HK too", async () => {
    const english = wordsOf(await render(<ProfileView profile={expiringProfile} onAnswer={ignore} />));
    expect(english).toContain('Your answers (version 1)');
    expect(english).toContain('What is your age? 46 to 60');
    expect(english).toContain('11 to 16 points Low to medium');
    expect(english).not.toContain('How much of your investments might you need to cash in');
    const chinese = wordsOf(await render(<ProfileView profile={expiringProfile} onAnswer={ignore} />, 'zh-HK'));
    expect(chinese).toContain('您的年齡是？ 46 至 60 歲');
    expect(chinese).toContain('風險等級 低至中');
  });

  it('says when the level comes from the back office, and that a pending questionnaire waits for review', async () => {
    const text = wordsOf(
      await render(
        <ProfileView
          profile={{
            ...expiringProfile,
            riskLevel: 'Medium',
            approved: null,
            expiry: { time: null, expiring: false, expired: false, lastValidDay: null },
            latest: { ...version1Submission, version: 2, status: 'pending', decidedAt: null, expiresAt: null },
          }}
          onAnswer={ignore}
        />,
      ),
    );
    expect(text).toContain('Your risk level comes from your account opening.');
    expect(text).toContain('Your questionnaire of 2024-12-17 is waiting for a review by our staff');
    expect(text).not.toContain('Valid until');
  });

  it('allows every level up to its own, never Locked', () => {
    expect(allowedFundLevels('None')).toEqual(['None']);
    expect(allowedFundLevels('High')).toEqual(['None', 'Low', 'LowToMedium', 'Medium', 'MediumToHigh', 'High']);
  });
});

describe('the questionnaire', () => {
  it('asks the first of ten questions with its five answers as radio buttons and the progress', async () => {
    const page = await render(<QuestionnaireSteps account={account} onCancel={ignore} onSubmitted={ignore} />);
    const text = wordsOf(page);
    expect(text).toContain('Question 1 of 10');
    expect(text).toContain('What is your age?');
    expect(page.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    expect(text).toContain('71 or above');
    expect(page.querySelector('[role="progressbar"][aria-label="Progress"]')).not.toBeNull();
  });

  it('shows a pending result with what the review looks at', async () => {
    const pending = {
      ...version1Submission,
      version: 2,
      status: 'pending' as const,
      riskLevel: 'High' as const,
      score: 36,
      maximumScore: 40,
      reviewReasons: ['noExperienceHighestLoss'],
    };
    const text = wordsOf(await render(<ResultView submission={pending} profile={expiringProfile} onDone={ignore} />));
    expect(text).toContain('our staff will review them before they apply');
    expect(text).toContain('No investment experience, yet a tolerance of losses above 30%.');
    expect(text).toContain('Score 36 of 40 points');
  });
});

describe('the expiry reminder', () => {
  it('warns from 30 days before the end, with the way to redo the questionnaire', async () => {
    const reminder = await render(<RiskProfileReminderView expiry={expiringProfile.expiry} withLink />);
    expect(reminder.querySelector('[data-tone="warning"]')).not.toBeNull();
    expect(wordsOf(reminder)).toBe(
      'Your risk profile is valid until 2026-12-16. Redo the risk questionnaire by then to keep buying funds and stocks. Redo the questionnaire',
    );
    expect(reminder.querySelector('a[href="/accounts/raq"]')).not.toBeNull();
  });

  it('is an alert once expired, and says nothing before the reminders start', async () => {
    const expired = await render(
      <RiskProfileReminderView expiry={{ ...expiringProfile.expiry, expired: true }} withLink={false} />,
    );
    expect(expired.querySelector('[role="alert"]')).not.toBeNull();
    expect(wordsOf(expired)).toContain('has expired. You cannot buy funds or stocks');
    const before = await render(
      <RiskProfileReminderView expiry={{ ...expiringProfile.expiry, expiring: false }} withLink />,
    );
    expect(wordsOf(before)).toBe('');
  });
});
