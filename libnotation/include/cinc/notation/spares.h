// Items dropped from a vector, kept to be handed out again with the room their strings and
// vectors grew: for a reader or a replay that refills the same objects game after game
// (build_record, game::replay_into), so that a game with fewer moves, comments or
// variations than the one before frees nothing that the next one would make again.
#pragma once
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <utility>
#include <vector>

namespace cinc::notation {

/// Spare items of one type. Holds at most what the refills it serves dropped and did not
/// take back: never more than the largest game held.
template <class Item>
class Spares {
 public:
  /// A new last item of `items`: a kept one (with its room) when there is one, else a new one.
  Item& append_to(std::vector<Item>& items) {
    if (kept_.empty()) return items.emplace_back();
    Item& item = items.emplace_back(std::move(kept_.back()));
    kept_.pop_back();
    return item;
  }
  /// Takes the items of `items` after the first `used` out of it, and keeps them.
  void drop_after(std::vector<Item>& items, std::size_t used) {
    if (items.size() <= used) return;
    const auto beyond = items.begin() + static_cast<std::ptrdiff_t>(used);
    std::move(beyond, items.end(), std::back_inserter(kept_));
    items.erase(beyond, items.end());
  }

 private:
  std::vector<Item> kept_;
};

}  // namespace cinc::notation
