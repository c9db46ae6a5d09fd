# find_package(cinc) against an installed tree (docs/install.md): installs the build into
# a temporary prefix, checks that every installed piece is where docs/install.md says,
# then configures and builds docs/examples/find-package against that prefix only and runs
# it on a valid and a broken sample.
#   cmake -D BUILD_DIR= -D SOURCE_DIR= -D WORK_DIR= -D CXX_COMPILER= [-D BUILD_TYPE=] -P find_package_test.cmake
foreach(var BUILD_DIR SOURCE_DIR WORK_DIR CXX_COMPILER)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "find_package_test: -D ${var}=... is required")
  endif()
endforeach()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(failed)
    message(FATAL_ERROR "find_package_test: `${ARGN}` failed (${failed}):\n${out}\n${err}")
  endif()
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})

# What docs/install.md lists (GNUInstallDirs: lib may be lib64 on some systems, never on Debian).
file(GLOB config LIST_DIRECTORIES false ${prefix}/lib*/cmake/cinc/cincConfig.cmake)
file(GLOB libs LIST_DIRECTORIES false ${prefix}/lib*/libcinc_game.a ${prefix}/lib*/libcinc_notation.a)
list(LENGTH libs lib_count)
if(NOT config OR NOT lib_count EQUAL 2)
  message(FATAL_ERROR "find_package_test: cincConfig.cmake or the two static libraries missing under ${prefix}/lib*")
endif()
foreach(file bin/cinc share/man/man1/cinc.1.gz share/bash-completion/completions/cinc share/doc/cinc/README.md
             share/doc/cinc/samples/event-round1.cgn include/cinc/notation/reader.h
             include/cinc/game/replay.h include/cinc/game/variant.h include/cinc/game/cic.h
             include/cinc/game/draughts.h include/cinc/game/chair.h)
  if(NOT EXISTS ${prefix}/${file})
    message(FATAL_ERROR "find_package_test: ${prefix}/${file} was not installed")
  endif()
endforeach()
# The installed headers are the public ones only: nothing of a folder's private headers.
file(GLOB_RECURSE private_headers ${prefix}/include/*_variant.h ${prefix}/include/*_internal.h)
if(private_headers)
  message(FATAL_ERROR "find_package_test: private headers installed: ${private_headers}")
endif()

# The example, configured with nothing but the prefix: the source tree is not visible to it.
set(example_build ${WORK_DIR}/example)
if(NOT BUILD_TYPE)
  set(BUILD_TYPE Release)
endif()
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/docs/examples/find-package -B ${example_build}
    -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_BUILD_TYPE=${BUILD_TYPE}
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF)
run(${CMAKE_COMMAND} --build ${example_build})

# A valid event: as many games as the file has Event tags, none invalid, exit 0.
set(sample ${SOURCE_DIR}/samples/event-round1.cgn)
file(STRINGS ${sample} events REGEX "^\\[Event ")
list(LENGTH events games)
execute_process(COMMAND ${example_build}/replay-games ${sample} RESULT_VARIABLE code OUTPUT_VARIABLE out)
if(NOT code EQUAL 0 OR NOT out MATCHES "\n${games} games, 0 invalid\n$")
  message(FATAL_ERROR "find_package_test: replay-games ${sample} exited ${code} (expected 0, '${games} games, 0 invalid'):\n${out}")
endif()
# A broken record (samples/invalid/bad-move-syntax.cgn: "1. Hf7-d9", the move at line 4,
# column 4, ends off the board): exit 1 and the problem at its place with its code.
set(broken ${SOURCE_DIR}/samples/invalid/bad-move-syntax.cgn)
execute_process(COMMAND ${example_build}/replay-games ${broken} RESULT_VARIABLE code OUTPUT_VARIABLE out)
if(NOT code EQUAL 1 OR NOT out MATCHES ":4:4: error: [^\n]*\\[move\\.syntax\\]\n" OR NOT out MATCHES "1 games, 1 invalid\n$")
  message(FATAL_ERROR "find_package_test: replay-games ${broken} exited ${code} (expected 1, a move.syntax error at 4:4):\n${out}")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
message(STATUS "find_package(cinc) from ${prefix}: the example built and replayed ${games} games")
