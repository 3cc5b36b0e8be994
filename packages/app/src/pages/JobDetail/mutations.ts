import { graphql, useMutation } from 'react-relay/hooks';
import type { mutationsUpdateJobMutation } from './__generated__/mutationsUpdateJobMutation.graphql';
import type { mutationsCreateJobTimeMutation } from './__generated__/mutationsCreateJobTimeMutation.graphql';
import type { mutationsUpdateJobTimeMutation } from './__generated__/mutationsUpdateJobTimeMutation.graphql';
import type { mutationsDeleteJobTimeMutation } from './__generated__/mutationsDeleteJobTimeMutation.graphql';
import type { mutationsCreateJobTaskMutation } from './__generated__/mutationsCreateJobTaskMutation.graphql';
import type { mutationsUpdateJobTaskMutation } from './__generated__/mutationsUpdateJobTaskMutation.graphql';
import type { mutationsDeleteJobTaskMutation } from './__generated__/mutationsDeleteJobTaskMutation.graphql';
import type { mutationsCreateJobNoteMutation } from './__generated__/mutationsCreateJobNoteMutation.graphql';
import type { mutationsUpdateJobNoteMutation } from './__generated__/mutationsUpdateJobNoteMutation.graphql';
import type { mutationsDeleteJobNoteMutation } from './__generated__/mutationsDeleteJobNoteMutation.graphql';
import type { mutationsUploadImageMutation } from './__generated__/mutationsUploadImageMutation.graphql';
import type { mutationsCreateJobPhotoMutation } from './__generated__/mutationsCreateJobPhotoMutation.graphql';
import type { mutationsDeleteJobPhotoMutation } from './__generated__/mutationsDeleteJobPhotoMutation.graphql';
import type { mutationsSyncServiceItemsMutation } from './__generated__/mutationsSyncServiceItemsMutation.graphql';

/*
 * The job page's writes. Each answers with the whole job as the page reads it (a job holds tens of
 * records at most), so every section, its count and the route row's icons update without a refetch.
 */

export const useUpdateJob = () =>
  useMutation<mutationsUpdateJobMutation>(graphql`
    mutation mutationsUpdateJobMutation($id: ID!, $data: JobInput!) {
      updateJob(id: $id, data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useCreateJobTime = () =>
  useMutation<mutationsCreateJobTimeMutation>(graphql`
    mutation mutationsCreateJobTimeMutation($data: JobTimeInput!) {
      createJobTime(data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useUpdateJobTime = () =>
  useMutation<mutationsUpdateJobTimeMutation>(graphql`
    mutation mutationsUpdateJobTimeMutation($id: ID!, $data: JobTimeInput!) {
      updateJobTime(id: $id, data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useDeleteJobTime = () =>
  useMutation<mutationsDeleteJobTimeMutation>(graphql`
    mutation mutationsDeleteJobTimeMutation($id: ID!) {
      deleteJobTime(id: $id) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useCreateJobTask = () =>
  useMutation<mutationsCreateJobTaskMutation>(graphql`
    mutation mutationsCreateJobTaskMutation($id: ID!, $data: JobTaskInput!) {
      createJobTask(id: $id, data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useUpdateJobTask = () =>
  useMutation<mutationsUpdateJobTaskMutation>(graphql`
    mutation mutationsUpdateJobTaskMutation($id: ID!, $data: JobTaskInput!) {
      updateJobTask(id: $id, data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useDeleteJobTask = () =>
  useMutation<mutationsDeleteJobTaskMutation>(graphql`
    mutation mutationsDeleteJobTaskMutation($id: ID!) {
      deleteJobTask(id: $id) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useCreateJobNote = () =>
  useMutation<mutationsCreateJobNoteMutation>(graphql`
    mutation mutationsCreateJobNoteMutation($data: JobNoteInput!) {
      createJobNote(data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useUpdateJobNote = () =>
  useMutation<mutationsUpdateJobNoteMutation>(graphql`
    mutation mutationsUpdateJobNoteMutation($id: ID!, $data: JobNoteInput!) {
      updateJobNote(id: $id, data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useDeleteJobNote = () =>
  useMutation<mutationsDeleteJobNoteMutation>(graphql`
    mutation mutationsDeleteJobNoteMutation($id: ID!) {
      deleteJobNote(id: $id) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

/** uploadImage: the file goes as a GraphQL multipart request; answers the stored image's URL. */
export const useUploadImage = () =>
  useMutation<mutationsUploadImageMutation>(graphql`
    mutation mutationsUploadImageMutation($file: Upload!) {
      uploadImage(file: $file) {
        url
      }
    }
  `);

export const useCreateJobPhoto = () =>
  useMutation<mutationsCreateJobPhotoMutation>(graphql`
    mutation mutationsCreateJobPhotoMutation($data: JobPhotoInput!) {
      createJobPhoto(data: $data) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

export const useDeleteJobPhoto = () =>
  useMutation<mutationsDeleteJobPhotoMutation>(graphql`
    mutation mutationsDeleteJobPhotoMutation($id: ID!) {
      deleteJobPhoto(id: $id) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);

/** The Select Service Item modal's save, in one call (spec §4's create/update/delete rule). */
export const useSyncServiceItems = () =>
  useMutation<mutationsSyncServiceItemsMutation>(graphql`
    mutation mutationsSyncServiceItemsMutation($jobId: ID!, $items: [ServiceItemSelectionInput!]!) {
      updateJobServiceItemByPayload(jobId: $jobId, items: $items) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);
