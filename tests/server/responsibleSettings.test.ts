import { describe, expect, it } from 'vitest';
import { readSettings } from '../../server/settings';

describe('RESPONSIBLE_GAMBLING_URL', () => {
  it('defaults to BeGambleAware and takes either name, the server one first', () => {
    expect(readSettings({}).responsibleGamblingUrl).toBe('https://www.begambleaware.org/');
    expect(
      readSettings({ VITE_RESPONSIBLE_GAMBLING_URL: 'https://help.example/' })
        .responsibleGamblingUrl,
    ).toBe('https://help.example/');
    expect(
      readSettings({
        RESPONSIBLE_GAMBLING_URL: ' https://support.example/gambling ',
        VITE_RESPONSIBLE_GAMBLING_URL: 'https://help.example/',
      }).responsibleGamblingUrl,
    ).toBe('https://support.example/gambling');
  });

  it('stops the start on an address that is not http(s), naming the setting', () => {
    expect(() => readSettings({ RESPONSIBLE_GAMBLING_URL: 'javascript:alert(1)' })).toThrow(
      'RESPONSIBLE_GAMBLING_URL: "javascript:alert(1)" is not an http(s) address',
    );
  });
});
