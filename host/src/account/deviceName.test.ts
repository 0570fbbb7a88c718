import { deviceName } from './deviceName';

describe('deviceName', () => {
  it('names the browser and the system', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox, Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari, iOS');
  });

  it('keeps a description it cannot read as it came', () => {
    expect(deviceName('curl-ish')).toBe('curl-ish');
  });
});
