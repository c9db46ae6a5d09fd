// The game-independent face of the card sets a game may be played with (Chair Force's,
// docs/chair-force-cards.md): what `cinc cards` lists and what `--cards FILE` makes known,
// without the game's own header. The game's make_variant sets Variant::cards.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::game {

/// One card of a set as a listing shows it.
struct CardView {
  std::string id;      ///< the id records write ("strike")
  std::string name;    ///< "Air Strike"
  int cost = 0;        ///< points to buy it
  int copies = 0;      ///< copies in the deck
  std::string effect;  ///< its steps in words, "; " between them ("destroy man adjacent; draw 1")
};

/// A card set as a listing shows it.
struct CardSetView {
  std::string name;    ///< the CardSet tag value
  std::string title;   ///< a longer description, may be empty
  std::string origin;  ///< who made it, may be empty
  std::vector<CardView> cards;
};

/// How the tools reach a game's card sets. Both unset for a game without cards.
struct CardSets {
  /// Reads and checks a card set from its JSON text: the set, or nullopt when it has an
  /// error; every problem goes to `problems` with its line and column. With `make_known`
  /// a set without errors is made known to the records read after it (by its name).
  std::function<std::optional<CardSetView>(std::string_view json_text, std::vector<notation::Diagnostic>& problems,
                                           bool make_known)>
      load;
  /// The set the game ships with (always known).
  std::function<CardSetView()> example;
};

}  // namespace cinc::game
