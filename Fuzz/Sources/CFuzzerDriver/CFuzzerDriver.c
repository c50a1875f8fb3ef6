// Only the declaration in include/CFuzzerDriver.h: libFuzzer provides the function.
#include "CFuzzerDriver.h"
