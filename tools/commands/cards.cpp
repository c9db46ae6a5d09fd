// `cinc cards FILE...`: checks Chair Force card-set files (docs/chair-force-cards.md) and
// lists their cards; `--cards FILE` (before the command) makes a set known to every command.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <optional>

#include "cinc/game/variant.h"
#include "commands.h"
#include "events/table.h"
#include "io/io.h"
#include "writing/diagnostics_format.h"

namespace cinc::tools {

namespace {

// The card sets of the game played with cards (Chair Force), through its registered hooks.
const game::CardSets& card_sets() {
  for (const game::Variant& v : game::variants())
    if (v.cards.load) return v.cards;
  static const game::CardSets none;
  return none;
}

// Loads one card file (and with `make_known` makes its set known); prints each problem as
// FILE:LINE:COL; returns the set or nullopt.
std::optional<game::CardSetView> load_file(const std::string& file, bool make_known) {
  const std::string text = read_input(file);
  std::vector<notation::Diagnostic> problems;
  std::optional<game::CardSetView> set = card_sets().load(text, problems, make_known);
  for (const auto& d : problems) std::cerr << format_diagnostic(file, d) << "\n";
  return set;
}

}  // namespace

void load_card_files(const std::vector<std::string>& files) {
  for (const std::string& file : files)
    if (!load_file(file, true)) throw CardFileError("the card set in " + file + " has errors (above); nothing was run");
}

void add_cards_command(CLI::App& app, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand("cards", "Check Chair Force card-set files and list their cards (the example set without a file)");
  cmd->add_option("file", *files, "card-set JSON files (docs/chair-force-cards.md)")->type_name("FILE");
  cmd->callback([files, &exit_code] {
    std::vector<game::CardSetView> sets;
    if (files->empty()) sets.push_back(card_sets().example());
    bool bad = false;
    for (const std::string& file : *files) {
      auto set = load_file(file, false);
      if (set) sets.push_back(std::move(*set));
      else bad = true;
    }
    for (const auto& set : sets) {
      std::cout << set.name << (set.title.empty() ? "" : " - " + set.title) << "\n";
      if (!set.origin.empty()) std::cout << "  " << set.origin << "\n";
      Table t({"id", "name", "cost", "copies", "effect"}, {false, false, true, true, false});
      for (const auto& c : set.cards) t.row({c.id, c.name, std::to_string(c.cost), std::to_string(c.copies), c.effect});
      std::cout << t.render("  ");
    }
    exit_code = bad ? kExitInvalid : kExitOk;
  });
}

}  // namespace cinc::tools
