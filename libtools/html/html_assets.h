// The fixed parts of the page `cinc html` writes: its style sheet, the body's viewer
// markup and the drawing program, kept as ordinary files beside this header (page.css,
// page.html, page.js) and compiled in by libtools/CMakeLists.txt (the generated html_assets.cpp).
#pragma once

namespace cinc::tools::html {

/// page.css: the screen and print styles.
extern const char* const kPageCss;
/// page.html: the game list and the viewer (board, controls, moves), filled by the script.
extern const char* const kPageBody;
/// page.js: reads the page's data and draws the boards and move lists.
extern const char* const kPageJs;

}  // namespace cinc::tools::html
