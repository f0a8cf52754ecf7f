import { canScheduleTaskOn, isTaskOverdue } from './vehicleTasks';
import { isValidMileage } from './vehicles';

describe('vehicle tasks', () => {
  it('are overdue only once their day has passed', () => {
    expect(isTaskOverdue('2026-11-24', '2026-11-25')).toBe(true);
    expect(isTaskOverdue('2026-11-25', '2026-11-25')).toBe(false);
    expect(isTaskOverdue('2026-12-01', '2026-11-25')).toBe(false);
  });

  it('are booked for today or later', () => {
    expect(canScheduleTaskOn('2026-11-25', '2026-11-25')).toBe(true);
    expect(canScheduleTaskOn('2027-01-02', '2026-11-25')).toBe(true);
    expect(canScheduleTaskOn('2026-11-24', '2026-11-25')).toBe(false);
  });
});

describe('mileage, as the database checks it', () => {
  it.each([0, 1, 154_000, 2_147_483_647])('accepts %s', (mileage) => expect(isValidMileage(mileage)).toBe(true));
  it.each([-1, 1.5, Number.NaN, 2_147_483_648])('refuses %s', (mileage) => expect(isValidMileage(mileage)).toBe(false));
});
