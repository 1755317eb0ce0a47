import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../../domain/shared/errors';
import { emailClaimKey } from './accounts';
import { dynamo } from './aws';
import { tableName } from './config';

/** Sets a new password hash on the person's e-mail claim (credentials are never events). */
export async function updateClaimPassword(emailAddress: string, userId: string, passwordHash: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('events'),
        Key: { pk: emailClaimKey(emailAddress), sk: 0 },
        UpdateExpression: 'SET passwordHash = :h',
        ConditionExpression: 'userId = :u',
        ExpressionAttributeValues: { ':h': passwordHash, ':u': userId },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new DomainError('notFound', 'LINK_NOT_FOUND', 'Anmodning fandtes ikke');
    throw error;
  }
}
