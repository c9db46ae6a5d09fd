// A small value-or-error type (std::expected is C++23 and trips clang-tidy 14).
#pragma once
#include <string>
#include <utility>
#include <variant>

namespace cinc::game {

/// Why something could not be done, in a sentence for a person.
struct Error {
  std::string message;
  int column = 0;  ///< 1-based column inside the parsed text when it applies, else 0
};

/// Either a T or an Error.
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}         // NOLINT(google-explicit-constructor)
  Result(Error error) : v_(std::move(error)) {}     // NOLINT(google-explicit-constructor)
  [[nodiscard]] bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  [[nodiscard]] T& value() { return std::get<0>(v_); }
  [[nodiscard]] const T& value() const { return std::get<0>(v_); }
  [[nodiscard]] const Error& error() const { return std::get<1>(v_); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace cinc::game
