// Work items processed on worker threads and handed back in the order they were given,
// with at most a few in flight, so that memory does not grow with the input.
#pragma once
#include <condition_variable>
#include <deque>
#include <exception>
#include <cstddef>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace cinc::tools {

/// Runs `process` on `workers` workers over the items submitted, and hands them back on
/// the submitting thread in submission order. The submitting thread is one of the workers:
/// while it waits for the oldest item to be done, it processes items not yet taken, so
/// that `workers` threads in all (workers - 1 of them started here) keep as many cores
/// busy, and none waits for a core the reading takes. At most 2 x workers + 1 items, and at
/// most `max_bytes` of them (items say how many bytes they hold; one item may hold more),
/// are in flight: submit() hands back the oldest ones once more are. An exception thrown by
/// `process` is thrown again when its item's turn to be handed back comes. Destroying the
/// pipeline stops and joins the threads it started.
template <class Work>
class OrderedPipeline {
 public:
  using HandBack = std::function<void(std::unique_ptr<Work>)>;

  OrderedPipeline(std::function<void(Work&)> process, unsigned workers,
                  std::size_t max_bytes = std::numeric_limits<std::size_t>::max())
      : process_(std::move(process)), workers_(workers < 1 ? 1 : workers), max_bytes_(max_bytes) {
    for (unsigned i = 1; i < workers_; ++i) threads_.emplace_back([this] { work(); });
  }
  ~OrderedPipeline() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    work_ready_.notify_all();
    for (auto& t : threads_) t.join();
  }
  OrderedPipeline(const OrderedPipeline&) = delete;
  OrderedPipeline& operator=(const OrderedPipeline&) = delete;

  /// Queues an item that holds `bytes`; hands back the oldest finished ones, in order,
  /// while too many, or too many bytes, are in flight.
  void submit(std::unique_ptr<Work> work, std::size_t bytes, const HandBack& hand_back) {
    {
      std::lock_guard lock(mutex_);
      in_flight_.push_back(Slot{std::move(work), bytes, false, nullptr});
      todo_.push_back(&in_flight_.back());
    }
    bytes_in_flight_ += bytes;
    work_ready_.notify_one();
    while (in_flight_.size() > 2 * std::size_t{workers_} + 1 || (bytes_in_flight_ > max_bytes_ && in_flight_.size() > 1))
      hand_back_first(hand_back);
  }

  /// Hands back every item still in flight, in order.
  void drain(const HandBack& hand_back) {
    while (!in_flight_.empty()) hand_back_first(hand_back);
  }

 private:
  struct Slot {
    std::unique_ptr<Work> work;
    std::size_t bytes = 0;
    bool done = false;
    std::exception_ptr failure;
  };

  /// Waits for the oldest item, processing items not yet taken meanwhile, and hands it back.
  void hand_back_first(const HandBack& hand_back) {
    Slot first;
    {
      std::unique_lock lock(mutex_);
      while (!in_flight_.front().done) {
        if (todo_.empty()) {  // only this thread adds to it: wait for the oldest
          batch_done_.wait(lock, [this] { return in_flight_.front().done; });
          break;
        }
        Slot* slot = todo_.front();
        todo_.pop_front();
        lock.unlock();
        run(*slot);
        lock.lock();
        slot->done = true;
      }
      first = std::move(in_flight_.front());
      in_flight_.pop_front();
    }
    bytes_in_flight_ -= first.bytes;
    if (first.failure) std::rethrow_exception(first.failure);
    hand_back(std::move(first.work));
  }

  void work() {
    for (;;) {
      Slot* slot = nullptr;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return stopping_ || !todo_.empty(); });
        if (todo_.empty()) return;
        slot = todo_.front();
        todo_.pop_front();
      }
      run(*slot);
      {
        std::lock_guard lock(mutex_);
        slot->done = true;
      }
      batch_done_.notify_all();
    }
  }

  /// Processes one item, keeping what it throws for its hand-back.
  void run(Slot& slot) {
    try {
      process_(*slot.work);
    } catch (...) {
      slot.failure = std::current_exception();
    }
  }

  std::function<void(Work&)> process_;
  unsigned workers_;             ///< the threads started here and the submitting one
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_, batch_done_;
  std::deque<Slot*> todo_;
  std::deque<Slot> in_flight_;  ///< in submission order; a deque keeps the slots in place
  std::size_t max_bytes_;
  std::size_t bytes_in_flight_ = 0;  ///< of the items in in_flight_ (only the submitting thread uses it)
  bool stopping_ = false;
};

}  // namespace cinc::tools
