import { memo } from 'react';

import { Button } from '../Button';
import { PendingMark } from '../PendingMark';
import { SanitizedHtml } from '../editor';
import { labelWithExcerpt, richTextPlainText } from '../textLabel';
import styles from './TaskList.module.css';

/** A job's task: its rich-text description. */
export interface TaskListTask {
  id: string;
  /** Rich text (HTML); sanitized before it is shown. */
  description: string;
  /** Kept on the device and not yet confirmed by the server: the row shows a PendingMark. */
  pending?: boolean;
}

export interface TaskListProps {
  tasks: readonly TaskListTask[];
  /** Whether Edit and Delete are offered. */
  editable: boolean;
  onEdit?(task: TaskListTask): void;
  onDelete?(task: TaskListTask): void;
  className?: string;
}

/** How a task is named in its buttons: "task: <its first words>". */
export function taskLabel(task: TaskListTask): string {
  return labelWithExcerpt('task', richTextPlainText(task.description));
}

/** A job's tasks, oldest first, each shown whole through the rich-text sanitizer. */
export function TaskList({ tasks, editable, onEdit, onDelete, className }: TaskListProps) {
  if (tasks.length === 0) return null;
  return (
    <ol className={[styles.root, className].filter(Boolean).join(' ')}>
      {tasks.map((task) => (
        <TaskItem
          key={task.id}
          task={task}
          editable={editable}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ol>
  );
}

interface TaskItemProps {
  task: TaskListTask;
  editable: boolean;
  onEdit?(task: TaskListTask): void;
  onDelete?(task: TaskListTask): void;
}

const TaskItem = memo(function TaskItem({ task, editable, onEdit, onDelete }: TaskItemProps) {
  const label = editable ? taskLabel(task) : '';
  return (
    <li className={styles.item}>
      <SanitizedHtml html={task.description} className={styles.content} />
      {task.pending && (
        <p className={styles.status}>
          <PendingMark />
        </p>
      )}
      {editable && (onEdit || onDelete) && (
        <div className={styles.actions}>
          {onEdit && (
            <Button variant="secondary" onClick={() => onEdit(task)}>
              Edit<span className={styles.visuallyHidden}> {label}</span>
            </Button>
          )}
          {onDelete && (
            <Button variant="ghost" onClick={() => onDelete(task)}>
              Delete<span className={styles.visuallyHidden}> {label}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
});
