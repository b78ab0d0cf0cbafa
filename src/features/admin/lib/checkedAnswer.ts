/**
 * Endpoints that check their answer against the calls table's (`responseSchema`) spread
 * `checkedAnswer`: an answer of another shape becomes an error carrying the answer's message,
 * never half-read.
 *   build.query({ query, responseSchema: CALLS['GET admin-posts'].answer, ...checkedAnswer })
 */
import type { NamedSchemaError } from '@reduxjs/toolkit/query/react';
import { messageOf, type ApiError } from '../../../api/baseApi';

const otherShape = (failure: NamedSchemaError): ApiError => ({
  status: 200,
  message: messageOf(failure.value),
  data: failure.value,
});

export const checkedAnswer = { catchSchemaFailure: otherShape };
