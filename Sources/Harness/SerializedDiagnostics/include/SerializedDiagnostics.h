#ifndef ARCHLAB_SERIALIZED_DIAGNOSTICS_H
#define ARCHLAB_SERIALIZED_DIAGNOSTICS_H

#include <stddef.h>

/// Called once per diagnostic read: its severity (0 ignored, 1 note, 2 warning,
/// 3 error, 4 fatal), its file (empty when it has none), line, column and message.
typedef void (*archlab_diagnostic_callback)(void *context, int severity, const char *file, unsigned line,
                                            unsigned column, const char *message);

/// Reads the serialized diagnostics file `dia_path` (a `.dia` the Swift compiler writes
/// beside each object file) with the toolchain's libclang at `libclang_path`, calling
/// `callback` for every diagnostic and every note attached to one. Returns 0 when the
/// file was read; otherwise a negative number, with a message in `error`
/// (-1: libclang cannot be loaded or lacks a function; -2: the file cannot be read).
int archlab_read_serialized_diagnostics(const char *libclang_path, const char *dia_path, void *context,
                                        archlab_diagnostic_callback callback, char *error, size_t error_size);

#endif
