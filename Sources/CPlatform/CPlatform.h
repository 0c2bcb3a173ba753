// The few POSIX calls the core makes to look at files (stat, lstat, open + fstat, realpath, the effective
// user and group), as plain functions over a plain struct: Swift imports each one by name
// (`import func CPlatform.clew_lstat`), where Glibc's `stat` is both a struct and a function, which scoped
// imports cannot tell apart. No logic here: what a status means is decided in Swift.
#ifndef CPLATFORM_H
#define CPLATFORM_H

#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

// What kind of file a status describes.
#define CLEW_FILE_REGULAR 0
#define CLEW_FILE_DIRECTORY 1
#define CLEW_FILE_FIFO 2
#define CLEW_FILE_CHARACTER_DEVICE 3
#define CLEW_FILE_BLOCK_DEVICE 4
#define CLEW_FILE_SOCKET 5
#define CLEW_FILE_SYMBOLIC_LINK 6
#define CLEW_FILE_OTHER 7

/// What the core needs of a `struct stat`.
typedef struct {
    int kind;               // CLEW_FILE_*
    bool is_sticky;         // S_ISVTX
    bool is_group_writable; // S_IWGRP
    bool is_others_writable; // S_IWOTH
    unsigned int owner;     // st_uid
    unsigned int group;     // st_gid
    long long size;         // st_size
} clew_file_status;

static inline void clew_file_status_from_stat(const struct stat *status, clew_file_status *out) {
    switch (status->st_mode & S_IFMT) {
    case S_IFREG: out->kind = CLEW_FILE_REGULAR; break;
    case S_IFDIR: out->kind = CLEW_FILE_DIRECTORY; break;
    case S_IFIFO: out->kind = CLEW_FILE_FIFO; break;
    case S_IFCHR: out->kind = CLEW_FILE_CHARACTER_DEVICE; break;
    case S_IFBLK: out->kind = CLEW_FILE_BLOCK_DEVICE; break;
    case S_IFSOCK: out->kind = CLEW_FILE_SOCKET; break;
    case S_IFLNK: out->kind = CLEW_FILE_SYMBOLIC_LINK; break;
    default: out->kind = CLEW_FILE_OTHER; break;
    }
    out->is_sticky = (status->st_mode & S_ISVTX) != 0;
    out->is_group_writable = (status->st_mode & S_IWGRP) != 0;
    out->is_others_writable = (status->st_mode & S_IWOTH) != 0;
    out->owner = status->st_uid;
    out->group = status->st_gid;
    out->size = (long long)status->st_size;
}

/// `stat(2)`: what `path` leads to, links followed. 0, or -1 with errno set.
static inline int clew_stat(const char *path, clew_file_status *out) {
    struct stat status;
    if (stat(path, &status) != 0) return -1;
    clew_file_status_from_stat(&status, out);
    return 0;
}

/// `lstat(2)`: what is at `path` itself (a link is a link). 0, or -1 with errno set.
static inline int clew_lstat(const char *path, clew_file_status *out) {
    struct stat status;
    if (lstat(path, &status) != 0) return -1;
    clew_file_status_from_stat(&status, out);
    return 0;
}

/// Opens `path` read-only without blocking (`O_NONBLOCK`: a named pipe is never waited on) and
/// examines the open descriptor (`fstat`), then closes it. 0, or -1 when it cannot be opened or examined.
static inline int clew_open_and_stat(const char *path, clew_file_status *out) {
    int descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) return -1;
    struct stat status;
    int result = fstat(descriptor, &status);
    close(descriptor);
    if (result != 0) return -1;
    clew_file_status_from_stat(&status, out);
    return 0;
}

/// `realpath(3)`: `path` with every link resolved, allocated (free it with `clew_free`), or NULL.
static inline char *clew_realpath(const char *path) {
    return realpath(path, NULL);
}

/// `free(3)`, for what `clew_realpath` returned.
static inline void clew_free(void *pointer) {
    free(pointer);
}

/// `geteuid(2)` and `getegid(2)`.
static inline unsigned int clew_effective_user(void) { return (unsigned int)geteuid(); }
static inline unsigned int clew_effective_group(void) { return (unsigned int)getegid(); }

#endif
