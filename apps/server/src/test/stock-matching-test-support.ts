import { stockOrderDevSupportPaths } from '../services/stock-order/dev-support';
import { clientHeaders } from './sign-in';
import type { TestApp } from './test-app';

/**
 * For tests of other services that need filled stock orders over HTTP: a function that runs the matching job at the
 * test clock's time, through the stock orders' dev-support advance (which the test app has, as every area's).
 */
export function stockMatchingOf(testApp: TestApp): () => Promise<void> {
  return async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: stockOrderDevSupportPaths.advance,
      headers: clientHeaders,
    });
    if (answer.statusCode !== 200) throw new Error(`The matching job answered ${answer.statusCode}: ${answer.body}`);
  };
}
