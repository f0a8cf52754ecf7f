import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDataMutation, useSectionPath } from '@export-portal/shared-auth';
import { VEHICLE_TASK_TYPE_LABELS, businessToday, isTaskOverdue, loadFailureMessage } from '@export-portal/shared-domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  PageSpinner,
  RetryButton,
  formatDate,
  useScreenPartLoading,
} from '@export-portal/shared-ui';
import { completeTask, usePriorityTasks, useRenewalTasks, vehicleTaskKeys, type PriorityTask, type RenewalTask } from '../../data/vehicleTasks';

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
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const What = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const When = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Rest = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The day a task is due, marked Overdue once that day has passed in Toronto and Today on the day. */
function Due({ dueDate, today }: { dueDate: string; today: string }) {
  return (
    <>
      <time dateTime={dueDate}>{formatDate(dueDate)}</time>
      {isTaskOverdue(dueDate, today) ? <Badge tone="danger">Overdue</Badge> : null}
      {dueDate === today ? <Badge tone="warning">Today</Badge> : null}
    </>
  );
}

function TaskItem({ task, today }: { task: PriorityTask; today: string }) {
  const pathOf = useSectionPath();
  const done = useDataMutation({ action: 'completeTask', write: completeTask, invalidates: [vehicleTaskKeys] });
  const { vehicle } = task;
  const type = VEHICLE_TASK_TYPE_LABELS[task.task_type];
  return (
    <Task>
      <What>
        <span>
          {type}: <Link to={pathOf(`vehicles/${vehicle.id}`)}>{`${vehicle.year} ${vehicle.make} ${vehicle.model}`}</Link>
        </span>
        {task.note ? <Note>{task.note}</Note> : null}
      </What>
      <When>
        <Due dueDate={task.due_date} today={today} />
        <Button
          size="sm"
          variant="outline"
          loading={done.isPending}
          onClick={() => done.mutate({ taskId: task.id })}
          aria-label={`Done: ${type}, ${vehicle.year} ${vehicle.make} ${vehicle.model}`}
        >
          <Check aria-hidden size={14} />
          Done
        </Button>
      </When>
    </Task>
  );
}

/** A document whose renewal is due, linking to Document Operations searched for it. */
function RenewalItem({ task, today }: { task: RenewalTask; today: string }) {
  const pathOf = useSectionPath();
  const search = new URLSearchParams({ q: task.document_number ?? task.document_name });
  return (
    <Task>
      <What>
        <span>
          Renew document: <Link to={`${pathOf('documents')}?${search.toString()}`}>{task.document_name}</Link>
        </span>
        {task.document_number ? <Note>{task.document_number}</Note> : null}
      </What>
      <When>
        <Due dueDate={task.renewal_reminder} today={today} />
      </When>
    </Task>
  );
}

/** The documents with a renewal reminder, the soonest first, beside the vehicle tasks. */
function RenewalTasks({ today }: { today: string }) {
  const query = useRenewalTasks();
  if (query.isPending || !query.data || query.data.tasks.length === 0) return null;
  const rest = query.data.total - query.data.tasks.length;
  return (
    <>
      <Tasks aria-label="Renewal reminders">
        {query.data.tasks.map((task) => (
          <RenewalItem key={task.id} task={task} today={today} />
        ))}
      </Tasks>
      {rest > 0 ? <Rest>{`and ${rest} more renewal reminder${rest === 1 ? '' : 's'}`}</Rest> : null}
    </>
  );
}

/**
 * The open tasks booked on vehicles, the earliest due first, so overdue ones lead; a few are
 * listed and the rest counted. Done marks one done and it leaves the list. Documents whose
 * renewal is scheduled follow, the soonest reminder first.
 */
export function PriorityTasks() {
  const query = usePriorityTasks();
  // The dashboard is shown once its tasks are, as well as its figures.
  useScreenPartLoading(query.isPending);
  const today = businessToday();
  const rest = query.data ? query.data.total - query.data.tasks.length : 0;
  return (
    <Card as="section" aria-labelledby="staff-priority-tasks" aria-busy={query.isFetching}>
      <CardHeader>
        <CardTitle as="h2" id="staff-priority-tasks">
          Priority Tasks
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <PageSpinner label="Loading tasks" />
        ) : query.isError ? (
          <Alert tone="danger" title={loadFailureMessage(query.error)}>
            <RetryButton onRetry={() => void query.refetch()} />
          </Alert>
        ) : query.data.tasks.length === 0 ? (
          <EmptyState message="No tasks scheduled." />
        ) : (
          <>
            <Tasks aria-label="Open tasks">
              {query.data.tasks.map((task) => (
                <TaskItem key={task.id} task={task} today={today} />
              ))}
            </Tasks>
            {rest > 0 ? <Rest>{`and ${rest} more open task${rest === 1 ? '' : 's'}`}</Rest> : null}
          </>
        )}
        <RenewalTasks today={today} />
      </CardContent>
    </Card>
  );
}
