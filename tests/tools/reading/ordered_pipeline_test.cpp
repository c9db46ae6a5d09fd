// OrderedPipeline (libtools/reading/ordered_pipeline.h): items come back in the order they were
// submitted, whatever order the workers finish them in, and no more of them, or of their
// bytes, are in flight than its bounds allow.
#include <doctest/doctest.h>

#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include "reading/ordered_pipeline.h"

using cinc::tools::OrderedPipeline;

namespace {

struct Item {
  int number = 0;
  int squared = 0;
};

/// Works slowly on some items, so that later ones finish first.
void square_unevenly(Item& item) {
  if (item.number % 3 == 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  item.squared = item.number * item.number;
}

}  // namespace

TEST_CASE("ordered pipeline: items come back in submission order, processed") {
  for (unsigned workers : {1U, 2U, 5U}) {
    CAPTURE(workers);
    std::vector<int> back;
    {
      OrderedPipeline<Item> pipeline(square_unevenly, workers);
      const auto hand_back = [&](std::unique_ptr<Item> item) {
        CHECK(item->squared == item->number * item->number);
        back.push_back(item->number);
      };
      for (int n = 0; n < 100; ++n) {
        auto item = std::make_unique<Item>();
        item->number = n;
        pipeline.submit(std::move(item), 1, hand_back);
        // 2 x workers + 1 in flight at most once submit() returns.
        CHECK(static_cast<std::size_t>(n + 1) - back.size() <= 2 * workers + 1);
      }
      pipeline.drain(hand_back);
    }
    REQUIRE(back.size() == 100);
    for (int n = 0; n < 100; ++n) CHECK(back[static_cast<std::size_t>(n)] == n);
  }
}

TEST_CASE("ordered pipeline: the bytes in flight stay within the bound, one larger item excepted") {
  constexpr std::size_t kBound = 100;
  // Item n holds sizes[n % 5] bytes: the bound is reached at once, or by one item alone.
  const std::vector<std::size_t> sizes = {10, 60, 30, 150, 100};
  OrderedPipeline<Item> pipeline(square_unevenly, 4, kBound);
  std::vector<std::size_t> held;  // bytes of the items submitted and not handed back, in order
  std::size_t handed_back = 0;
  const auto hand_back = [&](std::unique_ptr<Item> item) {
    CHECK(item->number == static_cast<int>(handed_back));
    ++handed_back;
  };
  for (int n = 0; n < 60; ++n) {
    auto item = std::make_unique<Item>();
    item->number = n;
    const std::size_t bytes = sizes[static_cast<std::size_t>(n) % sizes.size()];
    held.push_back(bytes);
    pipeline.submit(std::move(item), bytes, hand_back);
    std::size_t in_flight_bytes = 0;
    for (std::size_t i = handed_back; i < held.size(); ++i) in_flight_bytes += held[i];
    const std::size_t in_flight = held.size() - handed_back;
    CHECK_MESSAGE((in_flight_bytes <= kBound || in_flight == 1), "item " << n << ": " << in_flight_bytes << " bytes in "
                                                                       << in_flight << " items");
  }
  pipeline.drain(hand_back);
  CHECK(handed_back == 60);
}

TEST_CASE("ordered pipeline: a failure is thrown when its item's turn comes, after the items before it") {
  OrderedPipeline<Item> pipeline(
      [](Item& item) {
        if (item.number == 7) throw std::runtime_error("item 7 failed");
        square_unevenly(item);
      },
      2);
  std::vector<int> back;
  const auto hand_back = [&](std::unique_ptr<Item> item) { back.push_back(item->number); };
  const auto submit_all = [&] {
    for (int n = 0; n < 20; ++n) {
      auto item = std::make_unique<Item>();
      item->number = n;
      pipeline.submit(std::move(item), 1, hand_back);
    }
    pipeline.drain(hand_back);
  };
  CHECK_THROWS_WITH_AS(submit_all(), "item 7 failed", std::runtime_error);
  REQUIRE(back.size() == 7);
  for (int n = 0; n < 7; ++n) CHECK(back[static_cast<std::size_t>(n)] == n);
}

TEST_CASE("ordered pipeline: the submitting thread is one of the workers") {
  // N workers are N threads in all: N - 1 started by the pipeline, and the submitting thread,
  // which processes items while it waits for the oldest (so that the reading thread and N
  // workers never want more cores than N).
  for (unsigned workers : {1U, 2U, 3U}) {
    CAPTURE(workers);
    std::mutex seen_mutex;
    std::set<std::thread::id> threads;
    int by_submitter = 0;
    const std::thread::id submitter = std::this_thread::get_id();
    {
      OrderedPipeline<Item> pipeline(
          [&](Item& item) {
            square_unevenly(item);
            const std::lock_guard lock(seen_mutex);
            threads.insert(std::this_thread::get_id());
            if (std::this_thread::get_id() == submitter) ++by_submitter;
          },
          workers);
      int back = 0;
      const auto hand_back = [&](std::unique_ptr<Item> item) { CHECK(item->number == back++); };
      for (int n = 0; n < 60; ++n) {
        auto item = std::make_unique<Item>();
        item->number = n;
        pipeline.submit(std::move(item), 1, hand_back);
      }
      pipeline.drain(hand_back);
      CHECK(back == 60);
    }
    CHECK(threads.size() <= workers);
    CHECK(by_submitter > 0);
    if (workers == 1) CHECK(by_submitter == 60);
  }
}
