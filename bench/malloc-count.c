// LD_PRELOAD shim for bench/alloc.sh: counts calls to the C allocator (malloc, calloc, realloc,
// aligned allocations) and prints the total to stderr when the process exits. Swift's allocations
// all go through these, so the difference between two runs over files of N and M packets gives the
// allocations per packet.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static atomic_ulong calls;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);

// dlsym itself may call calloc before real_calloc is known: serve it from a static arena.
static char arena[4096];
static size_t arena_used;

static void *arena_alloc(size_t size) {
    size = (size + 15) & ~(size_t)15;
    if (arena_used + size > sizeof arena) return NULL;
    void *pointer = arena + arena_used;
    arena_used += size;
    return pointer;
}

void *malloc(size_t size) {
    if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
    atomic_fetch_add(&calls, 1);
    return real_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (!real_calloc) {
        static int resolving;
        if (resolving) return arena_alloc(count * size);
        resolving = 1;
        real_calloc = dlsym(RTLD_NEXT, "calloc");
        resolving = 0;
    }
    atomic_fetch_add(&calls, 1);
    return real_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc");
    atomic_fetch_add(&calls, 1);
    return real_realloc(pointer, size);
}

void free(void *pointer) {
    static void (*real_free)(void *);
    if ((char *)pointer >= arena && (char *)pointer < arena + sizeof arena) return;
    if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
    real_free(pointer);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    atomic_fetch_add(&calls, 1);
    return real_posix_memalign(out, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!real_aligned_alloc) real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    atomic_fetch_add(&calls, 1);
    return real_aligned_alloc(alignment, size);
}

__attribute__((destructor)) static void report(void) {
    char line[64];
    int length = snprintf(line, sizeof line, "allocations %lu\n", (unsigned long)atomic_load(&calls));
    if (length > 0) write(2, line, (size_t)length);
}
