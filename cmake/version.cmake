# Writes the source of `cinc --version`: the project's version and the commit the build
# came from. The build runs this script (cmake -P) before every link of cinc, so a new
# commit or an edit shows without a new configure; the file is rewritten only when its
# text changes, so an unchanged tree relinks nothing.
#   cmake -D SOURCE_DIR=<repository> -D VERSION=<x.y.z> -D TEMPLATE=<version.cpp.in>
#         -D OUTPUT=<version.cpp> -P cmake/version.cmake
# The commit, in order of trust:
#   - the source directory is the top of a git work tree: HEAD's commit, and ", dirty"
#     when a tracked file differs from it (untracked files, such as build folders, do not count);
#   - a `git archive` tarball: the commit git wrote into cmake/archive-commit.txt
#     (export-subst, .gitattributes); whether it was edited since cannot be known;
#   - anything else (a copy without .git, or git missing): "commit unknown", said so.
foreach(var SOURCE_DIR VERSION TEMPLATE OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "version.cmake: -D ${var}=... is required")
  endif()
endforeach()

set(commit_text "commit unknown: built from a source tree without git metadata")
find_program(GIT_EXECUTABLE git)
set(from_git FALSE)
if(GIT_EXECUTABLE)
  # safe.directory: whoever builds the tree already trusts it (its CMake code runs); without
  # it git refuses a tree another user owns (a root build of a user's checkout).
  set(git ${GIT_EXECUTABLE} -c safe.directory=* -C ${SOURCE_DIR})
  execute_process(COMMAND ${git} rev-parse --show-toplevel
                  OUTPUT_VARIABLE top RESULT_VARIABLE failed ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT failed)
    # Only the repository the sources are the top of: a tarball unpacked inside some
    # other repository must not take that repository's commit.
    file(REAL_PATH "${top}" top)
    file(REAL_PATH "${SOURCE_DIR}" source)
    if(top STREQUAL source)
      execute_process(COMMAND ${git} rev-parse --short=12 HEAD
                      OUTPUT_VARIABLE commit RESULT_VARIABLE failed ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
      if(NOT failed)
        set(from_git TRUE)
        execute_process(COMMAND ${git} status --porcelain --untracked-files=no
                        OUTPUT_VARIABLE changes RESULT_VARIABLE failed ERROR_QUIET)
        if(failed)
          set(commit_text "commit ${commit}, unknown whether modified")
        elseif(changes STREQUAL "")
          set(commit_text "commit ${commit}")
        else()
          set(commit_text "commit ${commit}, dirty: built with uncommitted changes")
        endif()
      endif()
    endif()
  endif()
endif()
if(NOT from_git AND EXISTS ${SOURCE_DIR}/cmake/archive-commit.txt)
  file(STRINGS ${SOURCE_DIR}/cmake/archive-commit.txt archived LIMIT_COUNT 1)
  if(archived MATCHES "^[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]")
    string(SUBSTRING "${archived}" 0 12 archived)
    set(commit_text "commit ${archived}, from a git archive")
  endif()
endif()

set(CINC_VERSION_TEXT "cinc ${VERSION} (${commit_text})")
configure_file(${TEMPLATE} ${OUTPUT} @ONLY)
