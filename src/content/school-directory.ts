// What this area needs from school classes: the current class state, read on every request so a
// removed expert loses access at once. Structurally identical to the school area's exported types.
export interface SchoolClass {
  id: string;
  title: string;
  description: string;
  subject: string;
  gradeLevel: string;
  dscId: string;
  enrollmentCode: string;
  teacherEmail: string;
  teacherName: string;
  creatorEmail: string;
  creatorName: string;
  contentExperts: string[];
  ownershipTransferPending: string | null;
  createdAt: string;
  language: string;
  scenarioContext: string;
  itsAnalysisLevel: number;
}

export interface SchoolClassDirectory {
  get(classId: string): Promise<SchoolClass | undefined>;
}
