import { ACTION_MESSAGES, ChangedElsewhereError, OfflineError, dataFailureKind, failureNotice, loadFailureMessage } from './dataFailures';

describe('reading a failed read or write', () => {
  it.each([
    [{ code: '42501', message: 'permission denied for table vehicles' }, 'permission'],
    [{ code: 'P0001', message: 'Shipment cannot move from planning to in_transit' }, 'workflow'],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, 'duplicate'],
    [{ code: '23514', message: 'A subject is at most 200 characters' }, 'invalid'],
    [{ code: '', message: 'TypeError: fetch failed' }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new ChangedElsewhereError('shipment'), 'changed-elsewhere'],
    [{ code: 'PT409', message: 'The shipment was changed by someone else' }, 'changed-elsewhere'],
    [{ code: 'PT429', message: 'You can send 20 messages an hour. Please try again in 12 minutes.' }, 'too-many'],
    [{ code: 'XX000', message: 'something odd' }, 'unknown'],
    [new OfflineError(), 'offline'],
    // How postgrest-js hands back a fetch that threw.
    [{ code: '', message: 'OfflineError: You are offline.' }, 'offline'],
  ])('%o is a %s failure', (error, kind) => {
    expect(dataFailureKind(error)).toBe(kind);
  });

  it("gives the spec's text for the action and the workflow's own reason", () => {
    expect(failureNotice('shipmentStatus', { code: 'P0001', message: 'Shipment cannot move from planning to in_transit' })).toEqual({
      title: 'Failed to update shipment status.',
      reason: 'Shipment cannot move from planning to in_transit',
      kind: 'workflow',
    });
  });

  it("gives a value rule's own words, but never a constraint's name", () => {
    expect(failureNotice('newMessage', { code: '23514', message: 'Imani Noaddress has no valid e-mail address; add one first' }).reason).toBe(
      'Imani Noaddress has no valid e-mail address; add one first',
    );
    expect(
      failureNotice('newMessage', {
        code: '23514',
        message: 'new row for relation "communications" violates check constraint "communications_direction_check"',
      }).reason,
    ).toBe('One of the values is not allowed.');
  });

  it('tells the user a record changed elsewhere, not that the server failed', () => {
    expect(failureNotice('vehicleStatus', new ChangedElsewhereError('vehicle')).reason).toBe(
      'This record was changed by someone else. The list now shows the latest version.',
    );
  });

  it('says when a client past their hourly limit may write again, in the words the database gave', () => {
    expect(failureNotice('newMessage', { code: 'PT429', message: 'You can send 20 messages an hour. Please try again in 12 minutes.' })).toEqual({
      title: ACTION_MESSAGES.newMessage.failure,
      reason: 'You can send 20 messages an hour. Please try again in 12 minutes.',
      kind: 'too-many',
    });
  });

  it('never shows internal error text for a failure it does not know', () => {
    expect(failureNotice('reply', { code: 'XX000', message: 'bad buffer ID' }).reason).not.toContain('buffer');
    expect(loadFailureMessage({ code: 'XX000', message: 'bad buffer ID' })).toBe('The list could not be loaded.');
  });

  it('says a request refused offline was not sent, and a list that could not be read waits for the connection', () => {
    expect(failureNotice('vehicleStatus', new OfflineError())).toEqual({
      title: 'Failed to update vehicle status.',
      reason: 'You are offline: nothing was changed. Try again once the connection is back.',
      kind: 'offline',
    });
    expect(loadFailureMessage(new OfflineError())).toBe('The list could not be loaded: you are offline. It loads again once the connection is back.');
  });
});
