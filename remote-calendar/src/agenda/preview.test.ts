import { aTest } from '@skillup/shared/testing';
import { durationText, readPreview } from './preview';

const minutes = (count: number) => `${count} min`;

describe('test preview', () => {
  it('reads a mail and a chat, and nothing from malformed data', () => {
    expect(readPreview(aTest({ jsonData: { theme: { preview: { type: 'email', sender: 'Marta', subject: 'Ordine', time: 7 } } } }))).toEqual({
      type: 'email',
      sender: 'Marta',
      time: '',
      subject: 'Ordine',
      content: '',
    });
    expect(
      readPreview(aTest({ jsonData: { theme: { preview: { type: 'chat', sender: 'Giorgia', messages: ['Ciao', 3], img: { src: 'g.svg' } } } } })),
    ).toEqual({ type: 'chat', sender: 'Giorgia', time: '', messages: ['Ciao'], img: { src: 'g.svg', alt: '' } });
    expect(readPreview(aTest({ jsonData: { theme: { preview: { type: 'fax' } } } }))).toBeNull();
    expect(readPreview(aTest({ jsonData: { theme: 'x' } }))).toBeNull();
    expect(readPreview(aTest({ jsonData: {} }))).toBeNull();
  });

  it('says the duration of the theme, else the preview default, else the minutes', () => {
    expect(durationText(aTest({ jsonData: { theme: { duration: '25 Min', preview: { type: 'email' } } } }), minutes)).toBe('25 Min');
    expect(durationText(aTest({ jsonData: { theme: { preview: { type: 'email' } } } }), minutes)).toBe('30 Min');
    expect(durationText(aTest({ jsonData: { theme: { preview: { type: 'chat' } } } }), minutes)).toBe('15 Min');
    expect(durationText(aTest({ jsonData: {}, duration: 40 }), minutes)).toBe('40 min');
    expect(durationText(aTest({ jsonData: {}, duration: null }), minutes)).toBeNull();
  });
});
