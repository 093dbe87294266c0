#ifndef CPROGRAM_ARGUMENTS_H
#define CPROGRAM_ARGUMENTS_H

// The program's arguments for a Swift runtime linked into it (a release circular-demo: --static-swift-stdlib), kept
// as the C library hands them to the program's initialisers instead of searched for. The runtime asks for them by
// the name of one of its own internal functions, `_swift_stdlib_getUnsafeArgvArgc` (what CommandLine.arguments
// reads), which arguments.c defines: the static linker then takes that function from the program and never pulls the
// runtime's own in, nor its initialiser, which found the arguments by reading and parsing /proc/self/maps before
// `main` (0.13 ms of the knob window's start on the benchmark machine, the longest of the runtime's initialisers).
//
// A program that loads the Swift runtime as a shared library keeps the runtime's own function (it is internal to
// the library), and the one here goes unused. Nothing is declared here for Swift: the runtime calls the function.

#endif
