/** The claim that makes an e-mail address unique; it also holds the password hash (never an event). */
export interface EmailClaim {
  userId: string;
  passwordHash: string;
}

export const emailClaimKey = (emailAddress: string) => `Email#${emailAddress.trim().toLowerCase()}`;
