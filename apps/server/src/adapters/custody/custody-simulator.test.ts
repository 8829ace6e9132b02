import { describe, expect, it } from 'vitest';
import { brokenClausesOf } from '../contract-suite';
import type { CustodyBackend } from './custody-backend';
import { custodyContract, describeCustodyContract } from './custody-contract';
import { createCustodySimulator } from './custody-simulator';

describeCustodyContract(() => createCustodySimulator());

describe('the custody and chain contract catches a broken chain', () => {
  it('a chain that confirms a withdrawal that was never sent breaks it', async () => {
    const simulator = createCustodySimulator();
    const eager: CustodyBackend = {
      ...simulator,
      withdrawalAt: (transfer, at) =>
        simulator.withdrawalAt({ ...transfer, sendAt: new Date(transfer.sendAt.getTime() - 3_600_000) }, at),
    };
    expect(Object.keys(await brokenClausesOf(custodyContract, eager))).toEqual([
      'knows nothing of a withdrawal before it is sent: no transaction, no confirmation',
    ]);
  });

  it('a chain that counts confirmations before the block, or fails a transfer without a word, breaks it', async () => {
    const simulator = createCustodySimulator();
    const sloppy: CustodyBackend = {
      ...simulator,
      confirmationsAt: (transfer, at) => simulator.confirmationsAt(transfer, at) + 1,
      withdrawalAt: (transfer, at) => {
        const state = simulator.withdrawalAt(transfer, at);
        return state.status === 'completed' ? { ...state, status: 'failed', failureReason: '' } : state;
      },
    };
    expect(Object.keys(await brokenClausesOf(custodyContract, sloppy))).toEqual([
      'counts no confirmation of a transfer before or in its own block, and only more of them as time passes',
      'ends a withdrawal only at its required confirmations, once: completed, or failed with the reason',
    ]);
  });

  it("a platform that hands one account another's deposit address breaks it", async () => {
    const simulator = createCustodySimulator();
    const shared: CustodyBackend = {
      ...simulator,
      depositAddress: (_account, network) =>
        simulator.depositAddress({ accountCode: 'V20001', source: 'fos' }, network),
    };
    expect(Object.keys(await brokenClausesOf(custodyContract, shared))).toEqual([
      "gives an account one deposit address a network, valid there, the same on every call, and no other account's",
    ]);
  });
});
