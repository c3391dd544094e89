/**
 * The student (candidate) area and the children's teaching (spec part 2 §2, §6, §9). Browser-safe constants; the
 * course lists are the media area's course data (listCourseData), the files are private files (domain/private-files).
 */

/** /espace-candidats-cours/{type} → its course-data key. */
export const courseTypes = {
  'devoirs bibliques': 'formation-devoirs-bibliques',
  'devoirs dogmatiques': 'formation-devoirs-dogmatique',
  'cours audio': 'formation-cours-audios',
} as const;
export type CourseType = keyof typeof courseTypes;

export function isCourseType(type: string | undefined): type is CourseType {
  return !!type && Object.hasOwn(courseTypes, type);
}

/** Audio courses are grouped by these years, newest first. */
export const courseYears = [2020, 2019, 2018] as const;

/** The children's age bands, in order; 'autres' holds what fits no band. */
export const ageBands = ['3-4', '5-6', '7-10', 'autres'] as const;

/** The live training broadcast's playlist (youtube-nocookie.com, loaded only when the candidate opens it). */
export const trainingPlaylistId = 'PLphare-formation-missionnaire-demo';

/** The children's external sites (spec part 2 §2 "Children"). */
export const childrenSites = {
  kids: 'https://enfants.lephare.example',
  resources: 'https://ressources-enfants.lephare.example',
} as const;
