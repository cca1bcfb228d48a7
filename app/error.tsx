"use client";

import { UnexpectedError } from "@/components/layout/unexpected-error";

export default UnexpectedError;
