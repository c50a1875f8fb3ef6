// LLVMFuzzerRunDriver is only declared, in include/CFuzzerDriver.h: libFuzzer provides it.
#include "CFuzzerDriver.h"

// What the hooks of one- and two-byte comparisons run (the linker points them here: Package.swift).
// libFuzzer's own hooks for these widths only set bits of its value profile, which it reads with
// `-use_value_profile=1` alone, and Fuzz/run does not use that: they were 18% of a CSV run's time.
void statement_report_fuzz_unused_comparison(uint64_t a, uint64_t b) {
    (void)a;
    (void)b;
}
