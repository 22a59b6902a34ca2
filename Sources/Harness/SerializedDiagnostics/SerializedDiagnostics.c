// Reads the compiler's serialized diagnostics (.dia) through the toolchain's own libclang,
// loaded at run time: the toolchain ships libclang.so but not its headers, so the few
// types and functions used here are declared as libclang's stable C API defines them
// (clang-c/Index.h, clang-c/CXDiagnostic.h, clang-c/CXString.h).
#include "SerializedDiagnostics.h"

#include <dlfcn.h>
#include <stdio.h>

typedef struct {
  const void *data;
  unsigned private_flags;
} CXString;

typedef struct {
  const void *ptr_data[2];
  unsigned int_data;
} CXSourceLocation;

typedef void *CXDiagnosticSet;
typedef void *CXDiagnostic;
typedef void *CXFile;

typedef struct {
  CXDiagnosticSet (*load)(const char *, int *, CXString *);
  unsigned (*count)(CXDiagnosticSet);
  CXDiagnostic (*at)(CXDiagnosticSet, unsigned);
  CXDiagnosticSet (*children)(CXDiagnostic);
  int (*severity)(CXDiagnostic);
  CXString (*spelling)(CXDiagnostic);
  CXSourceLocation (*location)(CXDiagnostic);
  void (*spellingLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
  CXString (*fileName)(CXFile);
  const char *(*cString)(CXString);
  void (*disposeString)(CXString);
  void (*disposeDiagnostic)(CXDiagnostic);
  void (*disposeSet)(CXDiagnosticSet);
} Clang;

static void report(const Clang *clang, CXDiagnosticSet set, void *context, archlab_diagnostic_callback callback) {
  unsigned count = clang->count(set);
  for (unsigned index = 0; index < count; index++) {
    CXDiagnostic diagnostic = clang->at(set, index);
    CXFile file = NULL;
    unsigned line = 0, column = 0, offset = 0;
    clang->spellingLocation(clang->location(diagnostic), &file, &line, &column, &offset);
    CXString name = file ? clang->fileName(file) : (CXString){NULL, 0};
    CXString message = clang->spelling(diagnostic);
    const char *path = file ? clang->cString(name) : NULL;
    const char *text = clang->cString(message);
    callback(context, clang->severity(diagnostic), path ? path : "", line, column, text ? text : "");
    clang->disposeString(message);
    if (file) clang->disposeString(name);
    CXDiagnosticSet notes = clang->children(diagnostic);
    if (notes) report(clang, notes, context, callback);
    clang->disposeDiagnostic(diagnostic);
  }
}

int archlab_read_serialized_diagnostics(const char *libclang_path, const char *dia_path, void *context,
                                        archlab_diagnostic_callback callback, char *error, size_t error_size) {
  void *library = dlopen(libclang_path, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(error, error_size, "cannot load %s: %s", libclang_path, dlerror());
    return -1;
  }
  Clang clang;
  struct {
    void **slot;
    const char *name;
  } symbols[] = {
      {(void **)&clang.load, "clang_loadDiagnostics"},
      {(void **)&clang.count, "clang_getNumDiagnosticsInSet"},
      {(void **)&clang.at, "clang_getDiagnosticInSet"},
      {(void **)&clang.children, "clang_getChildDiagnostics"},
      {(void **)&clang.severity, "clang_getDiagnosticSeverity"},
      {(void **)&clang.spelling, "clang_getDiagnosticSpelling"},
      {(void **)&clang.location, "clang_getDiagnosticLocation"},
      {(void **)&clang.spellingLocation, "clang_getSpellingLocation"},
      {(void **)&clang.fileName, "clang_getFileName"},
      {(void **)&clang.cString, "clang_getCString"},
      {(void **)&clang.disposeString, "clang_disposeString"},
      {(void **)&clang.disposeDiagnostic, "clang_disposeDiagnostic"},
      {(void **)&clang.disposeSet, "clang_disposeDiagnosticSet"},
  };
  for (size_t index = 0; index < sizeof symbols / sizeof symbols[0]; index++) {
    *symbols[index].slot = dlsym(library, symbols[index].name);
    if (!*symbols[index].slot) {
      snprintf(error, error_size, "%s has no %s", libclang_path, symbols[index].name);
      dlclose(library);
      return -1;
    }
  }
  int failure = 0;
  CXString reason = {NULL, 0};
  CXDiagnosticSet set = clang.load(dia_path, &failure, &reason);
  if (!set) {
    const char *text = clang.cString(reason);
    snprintf(error, error_size, "cannot read %s: %s", dia_path, text ? text : "unknown error");
    clang.disposeString(reason);
    dlclose(library);
    return -2;
  }
  report(&clang, set, context, callback);
  clang.disposeSet(set);
  dlclose(library);
  return 0;
}
