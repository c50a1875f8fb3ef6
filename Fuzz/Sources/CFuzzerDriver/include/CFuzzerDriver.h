#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own main (compiler-rt's FuzzerInterface.h).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
