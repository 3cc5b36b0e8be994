/**
 * The field actions' mutation documents, apart from fieldChanges.ts: each carries the job page's
 * whole fragment, so they load with the first change sent, not with the shell's pending count.
 */
import { graphql } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { FieldChangeKind } from './fieldChanges';

export const uploadImage = graphql`
  mutation fieldChangesUploadImageMutation($file: Upload!, $clientMutationId: ID) {
    uploadImage(file: $file, clientMutationId: $clientMutationId) {
      url
    }
  }
`;

export const createJobPhoto = graphql`
  mutation fieldChangesCreateJobPhotoMutation($data: JobPhotoInput!, $clientMutationId: ID) {
    createJobPhoto(data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;

/** Issue 17: Can't access, after its photo (if any) is uploaded. */
export const reportCantAccess = graphql`
  mutation fieldChangesReportCantAccessMutation(
    $jobId: ID!
    $data: CantAccessInput!
    $clientMutationId: ID
  ) {
    reportCantAccess(jobId: $jobId, data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;

/** Issue 17: the customer's signature, once its PNG is uploaded. */
export const saveJobSignature = graphql`
  mutation fieldChangesSaveJobSignatureMutation(
    $jobId: ID!
    $data: JobSignatureInput!
    $clientMutationId: ID
  ) {
    saveJobSignature(jobId: $jobId, data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;

export const MUTATIONS: Record<
  Exclude<FieldChangeKind, 'addJobPhoto' | 'reportCantAccess' | 'saveJobSignature'>,
  GraphQLTaggedNode
> = {
  createJobTime: graphql`
    mutation fieldChangesCreateJobTimeMutation($data: JobTimeInput!, $clientMutationId: ID) {
      createJobTime(data: $data, clientMutationId: $clientMutationId) {
        jobTime {
          id
        }
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  updateJobTime: graphql`
    mutation fieldChangesUpdateJobTimeMutation(
      $id: ID!
      $data: JobTimeInput!
      $clientMutationId: ID
    ) {
      updateJobTime(id: $id, data: $data, clientMutationId: $clientMutationId) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  deleteJobTime: graphql`
    mutation fieldChangesDeleteJobTimeMutation($id: ID!, $clientMutationId: ID) {
      deleteJobTime(id: $id, clientMutationId: $clientMutationId) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  createJobTask: graphql`
    mutation fieldChangesCreateJobTaskMutation(
      $id: ID!
      $data: JobTaskInput!
      $clientMutationId: ID
    ) {
      createJobTask(id: $id, data: $data, clientMutationId: $clientMutationId) {
        jobTask {
          id
        }
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  updateJobTask: graphql`
    mutation fieldChangesUpdateJobTaskMutation(
      $id: ID!
      $data: JobTaskInput!
      $clientMutationId: ID
    ) {
      updateJobTask(id: $id, data: $data, clientMutationId: $clientMutationId) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  deleteJobTask: graphql`
    mutation fieldChangesDeleteJobTaskMutation($id: ID!, $clientMutationId: ID) {
      deleteJobTask(id: $id, clientMutationId: $clientMutationId) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  createJobNote: graphql`
    mutation fieldChangesCreateJobNoteMutation(
      $data: JobNoteInput!
      $clientMutationId: ID
      $doneAt: String
    ) {
      createJobNote(data: $data, clientMutationId: $clientMutationId, doneAt: $doneAt) {
        jobNote {
          id
        }
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  updateJobNote: graphql`
    mutation fieldChangesUpdateJobNoteMutation(
      $id: ID!
      $data: JobNoteInput!
      $clientMutationId: ID
    ) {
      updateJobNote(id: $id, data: $data, clientMutationId: $clientMutationId) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  deleteJobNote: graphql`
    mutation fieldChangesDeleteJobNoteMutation($id: ID!, $clientMutationId: ID) {
      deleteJobNote(id: $id, clientMutationId: $clientMutationId) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  updateJob: graphql`
    mutation fieldChangesUpdateJobMutation(
      $id: ID!
      $data: JobInput!
      $clientMutationId: ID
      $doneAt: String
    ) {
      updateJob(id: $id, data: $data, clientMutationId: $clientMutationId, doneAt: $doneAt) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  syncServiceItems: graphql`
    mutation fieldChangesSyncServiceItemsMutation(
      $jobId: ID!
      $items: [ServiceItemSelectionInput!]!
      $clientMutationId: ID
    ) {
      updateJobServiceItemByPayload(
        jobId: $jobId
        items: $items
        clientMutationId: $clientMutationId
      ) {
        jobServiceItems {
          id
          serviceItem {
            id
          }
        }
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  markServiceItemDone: graphql`
    mutation fieldChangesMarkServiceItemDoneMutation(
      $jobServiceItemId: ID!
      $isComplete: Boolean!
      $clientMutationId: ID
      $doneAt: String
    ) {
      updateJobServiceItem(
        jobServiceItemId: $jobServiceItemId
        isComplete: $isComplete
        clientMutationId: $clientMutationId
        doneAt: $doneAt
      ) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
  deleteJobPhoto: graphql`
    mutation fieldChangesDeleteJobPhotoMutation($id: ID!, $clientMutationId: ID) {
      deleteJobPhoto(id: $id, clientMutationId: $clientMutationId) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `,
};
