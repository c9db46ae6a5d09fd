// `cinc cards FILE...`: checks Chair Force card-set files (docs/chair-force-cards.md) and
// lists their cards; `--cards FILE` (before the command) makes a set known to every command.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "cinc/game/chair_cards.h"
#include "commands.h"
#include "events/table.h"
#include "io/io.h"
#include "writing/diagnostics_format.h"

namespace cinc::tools {

namespace {

// Loads one card file; prints each problem as FILE:LINE:COL; returns the set or null.
std::shared_ptr<const game::chair::CardSet> load_file(const std::string& file) {
  const std::string text = read_input(file);
  game::chair::CardSetLoad load = game::chair::load_card_set(text);
  for (const auto& d : load.diagnostics) std::cerr << format_diagnostic(file, d) << "\n";
  return load.set;
}

std::string step_text(const game::chair::Step& s) {
  using game::chair::Op;
  std::string out = game::chair::op_name(s.op);
  if (s.op == Op::destroy && s.piece != game::chair::PieceFilter::any)
    out += s.piece == game::chair::PieceFilter::man ? " man" : " king";
  if (s.adjacent) out += " adjacent";
  if (s.within) out += " within " + std::to_string(s.within);
  if (s.row_min != 1 || s.row_max != 8) out += " rows " + std::to_string(s.row_min) + "-" + std::to_string(s.row_max);
  if (s.op == Op::move) out += " " + std::to_string(s.steps) + (s.forward_only ? " forward" : " any way");
  if (s.op == Op::shield) out += " " + std::to_string(s.turns) + " turns";
  if (s.op == Op::draw) out += " " + std::to_string(s.count);
  return out;
}

}  // namespace

void load_card_files(const std::vector<std::string>& files) {
  for (const std::string& file : files) {
    auto set = load_file(file);
    if (!set) throw CardFileError("the card set in " + file + " has errors (above); nothing was run");
    game::chair::register_card_set(std::move(set));
  }
}

void add_cards_command(CLI::App& app, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand("cards", "Check Chair Force card-set files and list their cards (the example set without a file)");
  cmd->add_option("file", *files, "card-set JSON files (docs/chair-force-cards.md)")->type_name("FILE");
  cmd->callback([files, &exit_code] {
    std::vector<std::shared_ptr<const game::chair::CardSet>> sets;
    if (files->empty()) sets.push_back(game::chair::example_card_set());
    bool bad = false;
    for (const std::string& file : *files) {
      auto set = load_file(file);
      if (set) sets.push_back(set);
      else bad = true;
    }
    for (const auto& set : sets) {
      std::cout << set->name << (set->title.empty() ? "" : " - " + set->title) << "\n";
      if (!set->origin.empty()) std::cout << "  " << set->origin << "\n";
      Table t({"id", "name", "cost", "copies", "effect"}, {false, false, true, true, false});
      for (const auto& c : set->cards) {
        std::string effect;
        for (const auto& s : c.effect) effect += (effect.empty() ? "" : "; ") + step_text(s);
        t.row({c.id, c.name, std::to_string(c.cost), std::to_string(c.copies), effect});
      }
      std::cout << t.render("  ");
    }
    exit_code = bad ? kExitInvalid : kExitOk;
  });
}

}  // namespace cinc::tools
