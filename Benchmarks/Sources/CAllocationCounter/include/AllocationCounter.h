#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H
#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) the process
/// has made since it started. The benchmark executable links this file, whose allocation functions take the place
/// of the C library's and forward to it; nothing else uses it.
uint64_t allocation_count(void);

/// The bytes the process's allocations hold now (glibc's mallinfo2: the heap's chunks in use with their headers, and
/// the large allocations mapped on their own).
uint64_t heap_bytes_in_use(void);

#endif
