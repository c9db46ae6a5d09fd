# Writes the man page cinc.1 and cinc.1.gz with help2man, from the binary's own help texts:
# `cinc --help` gives the head of the page (synopsis, description, options, the list of
# commands); a COMMANDS section gives each command's `cinc <command> --help`, which
# help2man also turns into roff (its page's sections become the command's subsection).
# Nothing here is written by hand but the few words of the FILES and SEE ALSO sections.
#   cmake -D CINC=<cinc binary> -D HELP2MAN=<help2man> -D VERSION=<x.y.z> -D OUTPUT=<cinc.1>
#         -P cmake/man.cmake
foreach(var CINC HELP2MAN VERSION OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "man.cmake: -D ${var}=... is required")
  endif()
endforeach()
# --version-string: the page shows the version, not the commit (the page does not change
# with every commit). --locale: the help texts are UTF-8 (the section sign, a dash). help2man uses
# SOURCE_DATE_EPOCH for the page's date when it is set (reproducible builds).
set(help2man ${HELP2MAN} --no-info --locale=C.UTF-8 --version-string=${VERSION} --section=1)

# The commands, as `cinc --help` lists them (an alias after a comma: "analyse, analyze").
execute_process(COMMAND ${CINC} --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "man.cmake: ${CINC} --help failed")
endif()
string(FIND "${help}" "\nSubcommands:\n" at)
if(at EQUAL -1)
  message(FATAL_ERROR "man.cmake: `cinc --help` lists no Subcommands")
endif()
string(SUBSTRING "${help}" ${at} -1 listing)
string(REGEX MATCHALL "\n  [a-z][a-z0-9-]*" commands "${listing}")
list(TRANSFORM commands STRIP)

# help2man's page of one command, made a subsection of COMMANDS: its synopsis and
# description under `.SS "cinc <command>"`, its own section headings (.SH OPTIONS,
# .SS "Positionals:") turned into bold lead-ins. The text is split into lines with ';',
# '[' and ']' (which CMake lists treat specially) held as placeholders.
function(command_section command out)
  execute_process(COMMAND ${help2man} "--name=${command}" "--help-option=${command} --help" ${CINC}
                  OUTPUT_VARIABLE page RESULT_VARIABLE failed)
  if(failed OR NOT page MATCHES "\n\\.SH SYNOPSIS\n")
    message(FATAL_ERROR "man.cmake: help2man failed on `cinc ${command} --help`")
  endif()
  string(REPLACE ";" "@SEMICOLON@" page "${page}")
  string(REPLACE "[" "@OPEN@" page "${page}")
  string(REPLACE "]" "@CLOSE@" page "${page}")
  string(REPLACE "\n" ";" lines "${page}")
  set(section ".SS \"cinc ${command}\"\n")
  set(in_body FALSE)
  foreach(line IN LISTS lines)
    if(line STREQUAL ".SH SYNOPSIS")
      set(in_body TRUE)
    elseif(NOT in_body)
    elseif(line STREQUAL ".SH DESCRIPTION")
      string(APPEND section ".PP\n")
    elseif(line STREQUAL ".SH OPTIONS")
      string(APPEND section ".PP\n.B Options:\n")
    elseif(line MATCHES "^\\.S[HS] \"?([^\"]*[^:\"]):?\"?$")
      # "Positionals:" and any other heading of the command's help: a bold lead-in.
      string(APPEND section ".PP\n.B ${CMAKE_MATCH_1}:\n")
    else()
      string(APPEND section "${line}\n")
    endif()
  endforeach()
  string(REPLACE "@SEMICOLON@" ";" section "${section}")
  string(REPLACE "@OPEN@" "[" section "${section}")
  string(REPLACE "@CLOSE@" "]" section "${section}")
  set(${out} "${section}" PARENT_SCOPE)
endfunction()

set(include "[COMMANDS]\nEach command takes its own options; \\fBcinc\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR prints the same text.\n")
foreach(command IN LISTS commands)
  command_section(${command} section)
  string(APPEND include "${section}")
endforeach()
string(APPEND include
  "[FILES]\n"
  ".TP\n.I share/bash-completion/completions/cinc\n"
  "the bash completion of the commands, their options, the values of the options that have a fixed set\n"
  "(games, formats) and files (under the installation prefix, usually /usr).\n"
  "[SEE ALSO]\n"
  "The documentation under share/doc/cinc (README.md, docs/notation.md for the CGN format,\n"
  "docs/errors.md for every diagnostic code, docs/install.md for installing and packaging) and\n"
  "the sample records under share/doc/cinc/samples.\n")
set(include_file ${OUTPUT}.h2m)
file(WRITE ${include_file} "${include}")

# The page, then its compressed copy (what gets installed), each written whole.
execute_process(COMMAND ${help2man}
                  "--name=game records of Commander-In-Chief and its family of checkerboard games"
                  --include=${include_file} --output=${OUTPUT}.tmp ${CINC}
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "man.cmake: help2man failed on `cinc --help`")
endif()
file(RENAME ${OUTPUT}.tmp ${OUTPUT})
find_program(GZIP gzip REQUIRED)
execute_process(COMMAND ${GZIP} -9 -n -c ${OUTPUT} OUTPUT_FILE ${OUTPUT}.gz.tmp RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "man.cmake: gzip failed")
endif()
file(RENAME ${OUTPUT}.gz.tmp ${OUTPUT}.gz)
