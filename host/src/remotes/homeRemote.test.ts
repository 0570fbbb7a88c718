import { homeRemote } from './homeRemote';

describe('homeRemote', () => {
  it.each([
    ['skillup', 'taskroom'],
    ['calendar', 'calendar'],
    ['ferrari-academy', 'challenge'],
  ] as const)('a participant in a %s campaign gets %s', (theme, remote) => {
    expect(homeRemote(theme, 'participant')).toBe(remote);
  });

  it.each(['Assessor', 'assessor', 'ASSESSOR'])('%s always gets the Task Room', (role) => {
    expect(homeRemote('calendar', role)).toBe('taskroom');
    expect(homeRemote('ferrari-academy', role)).toBe('taskroom');
  });
});
