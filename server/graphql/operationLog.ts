import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { currentOperation, errorCodesOf, noteErrorCodes } from '../log/requestLog.ts';
import type { Context } from './context.ts';
import { persistedOperationId } from './hardening.ts';
import { operationType } from './operationType.ts';

/**
 * Fills in the line of the operation being run (server/log/requestLog.ts): its name or persisted id, its type,
 * the member and, over HTTP, the codes of the errors it answered with (websocket answers are read in app.ts).
 */
export function operationLog(): Plugin<Context> {
  return {
    onParams({ params }) {
      const record = currentOperation();
      if (!record) return;
      if (typeof params.operationName === 'string') record.operationName = params.operationName;
      record.persistedId = persistedOperationId(params as never) ?? undefined;
    },
    onExecute({ args }) {
      const record = currentOperation();
      if (!record) return;
      record.operationType = operationType(args.document, args.operationName) ?? undefined;
      // A persisted operation sent by id alone is named by its document.
      record.operationName ??= getOperationAST(args.document, args.operationName)?.name?.value;
      record.memberId = args.contextValue.viewerId ?? undefined;
    },
    onSubscribe({ args }) {
      const record = currentOperation();
      if (!record) return;
      record.operationType = 'subscription';
      record.operationName ??= getOperationAST(args.document, args.operationName)?.name?.value;
      record.memberId = args.contextValue.viewerId ?? undefined;
    },
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        if (single && typeof single === 'object' && 'errors' in single) noteErrorCodes(errorCodesOf(single.errors as never));
      }
    },
  };
}
