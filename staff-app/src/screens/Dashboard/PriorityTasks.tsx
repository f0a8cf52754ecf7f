import styled from 'styled-components';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@export-portal/shared-ui';

const Tasks = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Task = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** The three fixed tasks the staff dashboard always shows; no task list is stored. */
const PRIORITY_TASKS = [
  { task: 'Inspect newly arrived vehicles', due: 'Today', tone: 'danger' },
  { task: 'Confirm bookings for planned shipments', due: 'This week', tone: 'warning' },
  { task: 'Renew documents expiring within 30 days', due: 'This month', tone: 'info' },
] as const;

export function PriorityTasks() {
  return (
    <Card as="section" aria-labelledby="staff-priority-tasks">
      <CardHeader>
        <CardTitle as="h2" id="staff-priority-tasks">
          Priority Tasks
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tasks>
          {PRIORITY_TASKS.map(({ task, due, tone }) => (
            <Task key={task}>
              <span>{task}</span>
              <Badge tone={tone}>{due}</Badge>
            </Task>
          ))}
        </Tasks>
      </CardContent>
    </Card>
  );
}
