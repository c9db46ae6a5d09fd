# Installing and packaging (docs/install.md). The pieces install themselves where they are
# built (tools/: cinc, its man page and bash completion; libnotation/, libgame/: the
# libraries and their headers); this adds what belongs to the whole project: the CMake
# package for find_package(cinc), the documentation and sample records, and CPack's
# Debian packages. Two components: `cinc` (the tool) and `dev` (libraries, headers, CMake files).
include(CMakePackageConfigHelpers)

# find_package(cinc): the exported targets cinc::notation and cinc::game, the config file
# and its version file (0.x: a new minor version may break the API, so only the same
# minor version is compatible).
set(CINC_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/cinc)
install(EXPORT cincTargets NAMESPACE cinc:: DESTINATION ${CINC_CMAKE_DIR} COMPONENT dev)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/cincConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/cincConfig.cmake INSTALL_DESTINATION ${CINC_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cincConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cincConfig.cmake ${PROJECT_BINARY_DIR}/cincConfigVersion.cmake
        DESTINATION ${CINC_CMAKE_DIR} COMPONENT dev)

# The documentation (share/doc/cinc) and the sample records the documentation cites
# (share/doc/cinc/samples), with the tool.
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT cinc)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs COMPONENT cinc)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/samples/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/samples COMPONENT cinc)

# `cpack -G DEB` in the build folder: cinc_<version>_<arch>.deb (the tool) and
# libcinc-dev_<version>_<arch>.deb (libraries, headers, CMake package).
set(CPACK_PACKAGE_NAME cinc)
set(CPACK_PACKAGE_VENDOR "cinc")
set(CINC_PACKAGE_MAINTAINER "Seed 8942e07a maintainers <maintainers@users.noreply.a-seed-8942e07a.example>"
    CACHE STRING "The Maintainer field of the Debian packages")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CINC_PACKAGE_MAINTAINER}")
set(CPACK_STRIP_FILES ON)  # the binary without its debug information
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL cinc dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # <package>_<version>_<arch>.deb
set(CPACK_DEBIAN_CINC_PACKAGE_NAME cinc)
set(CPACK_DEBIAN_CINC_PACKAGE_SECTION games)
set(CPACK_DEBIAN_CINC_PACKAGE_SHLIBDEPS ON)  # Depends from dpkg-shlibdeps (libc, libstdc++, Graphviz's libraries, libsimdjson)
# Each package's Description: its first line is the summary (CPACK_PACKAGE_DESCRIPTION_SUMMARY
# stays unset: CPack would put it before both packages' own).
string(CONCAT CPACK_DEBIAN_CINC_DESCRIPTION
    "game records of Commander-In-Chief and its family of checkerboard games\n"
    "cinc reads CGN game records (a PGN-like format) and checkers PDN files of\n"
    "Commander-In-Chief, checkers, Coast to Coast, Stack'Em, Commander Chess and\n"
    "Chair Force, and replays every move through the rules of its game: it\n"
    "validates records with file:line:column diagnostics, converts them to JSON,\n"
    "canonical CGN and PDN, scores games and events, finds draws, draws diagrams\n"
    "and variation trees through Graphviz, and annotates games with its engine.")
set(CPACK_DEBIAN_DEV_PACKAGE_NAME libcinc-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
string(CONCAT CPACK_DEBIAN_DEV_DESCRIPTION
    "libraries of cinc, for reading and replaying Commander-In-Chief game records\n"
    "Static libraries, C++20 headers and the CMake package (find_package(cinc)) of\n"
    "cinc: cinc::notation reads and writes CGN and PDN records with source\n"
    "positions; cinc::game replays them through the rules of every registered\n"
    "game (docs/install.md in the cinc documentation).")
include(CPack)
