export { TaskList, taskLabel, type TaskListProps, type TaskListTask } from './TaskList';
