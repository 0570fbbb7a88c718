import { readStory } from './challengeTexts';

it('reads an intro or outro as title and text, or as missing', () => {
  expect(readStory({ title: 'Congrats', text: 'Done' })).toEqual({ title: 'Congrats', text: 'Done' });
  expect(readStory('Welcome')).toEqual({ title: '', text: 'Welcome' });
  expect(readStory({ title: 3 })).toBeNull();
  expect(readStory(undefined)).toBeNull();
  expect(readStory('  ')).toBeNull();
});
