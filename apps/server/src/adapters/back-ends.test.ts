import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/runtime/config';
import { backEndsOf, simulatedBackEndRefusal, type BackEnd } from './back-ends';

const real = (seam: BackEnd['seam']): BackEnd => ({ seam, implementation: 'acme', simulated: false });

describe('backEndsOf', () => {
  it("lists the seams of the brand's features, each on its simulator, the back office as chosen", () => {
    const demo = backEndsOf(loadConfig({ PORTAL_VARIANT: 'demo' }));
    expect(demo.map((backEnd) => backEnd.seam)).toEqual([
      'stockGateway',
      'marketData',
      'fxRates',
      'fos',
      'custody',
      'eddaBank',
      'backOffice',
    ]);
    expect(demo.every((backEnd) => backEnd.simulated)).toBe(true);
    const operated = backEndsOf(loadConfig({ PORTAL_VARIANT: 'demo', PORTAL_BACK_OFFICE: 'operator' }));
    expect(operated.find((backEnd) => backEnd.seam === 'backOffice')).toEqual({
      seam: 'backOffice',
      implementation: 'operator',
      simulated: false,
    });
  });

  it('leaves out what a brand does not use: no stock gateway on a virtual-asset brand, no FOS on a stock brand', () => {
    const seamsOf = (variant: string) => backEndsOf(loadConfig({ PORTAL_VARIANT: variant })).map((b) => b.seam);
    expect(seamsOf('vademo')).not.toContain('stockGateway');
    expect(seamsOf('vademo')).toContain('fos');
    expect(seamsOf('team')).toContain('stockGateway');
    expect(seamsOf('team')).not.toContain('fos');
  });
});

describe('simulatedBackEndRefusal', () => {
  const production = { nodeEnv: 'production', demonstration: false } as const;

  it('lets every start outside production go on, simulators and all', () => {
    const backEnds = backEndsOf(loadConfig({}));
    expect(simulatedBackEndRefusal({ nodeEnv: 'development', demonstration: false }, backEnds)).toBeUndefined();
    expect(simulatedBackEndRefusal({ nodeEnv: 'test', demonstration: false }, backEnds)).toBeUndefined();
  });

  it('refuses a production start on a simulator in one line naming the seam and the way out', () => {
    const refusal = simulatedBackEndRefusal(production, [
      { seam: 'stockGateway', implementation: 'simulator', simulated: true },
      real('marketData'),
      real('backOffice'),
    ]);
    expect(refusal).toBe(
      'The stock gateway is the simulator: set PORTAL_DEMONSTRATION=on to run a demonstration, or configure a real adapter.',
    );
  });

  it('names the first simulated seam and, in the same line, the others', () => {
    const refusal = simulatedBackEndRefusal(production, backEndsOf(loadConfig({ NODE_ENV: 'production' })));
    expect(refusal).toBe(
      'The stock gateway is the simulator (so are the stock market data feed, the FX rate feed, the FOS (virtual-asset ' +
        'back end), the custody platform and chain, the eDDA bank): set PORTAL_DEMONSTRATION=on to run a demonstration, ' +
        'or configure a real adapter.',
    );
    expect(refusal).not.toContain('\n');
  });

  it('refuses the back-office simulator in production and says that an operator can take it', () => {
    const backEnds = [
      real('stockGateway'),
      { seam: 'backOffice', implementation: 'simulator', simulated: true },
    ] as const;
    expect(simulatedBackEndRefusal(production, backEnds)).toBe(
      'The back office is the simulator: set PORTAL_DEMONSTRATION=on to run a demonstration, or configure a real ' +
        'adapter; PORTAL_BACK_OFFICE=operator leaves the back office to an operator.',
    );
  });

  it('lets a production start go on when nothing is simulated (the back office left to the operator)', () => {
    expect(simulatedBackEndRefusal(production, [real('stockGateway'), real('fxRates')])).toBeUndefined();
    const operated = [
      real('stockGateway'),
      { seam: 'backOffice', implementation: 'operator', simulated: false },
    ] as const;
    expect(simulatedBackEndRefusal(production, operated)).toBeUndefined();
  });

  it('lets a production demonstration go on on the simulators', () => {
    const config = loadConfig({ NODE_ENV: 'production', PORTAL_DEMONSTRATION: 'on', PORTAL_BACK_OFFICE: 'simulator' });
    expect(simulatedBackEndRefusal(config, backEndsOf(config))).toBeUndefined();
  });
});
