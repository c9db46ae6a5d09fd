// The words of `cinc score` for limits, overruns and outcomes (score_format.h).
#include "events/score_format.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace cinc::tools {

std::string clock_text(double seconds) {
  const long total = std::lround(seconds);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", total / 3600, (total / 60) % 60, total % 60);
  return buf;
}

std::string number_text(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

std::string limit_text(const game::ScoreReport& r) {
  std::string out;
  if (r.limit_ply) out = "reached after ply " + std::to_string(*r.limit_ply);
  else if (!r.checkable) out = "not checkable (clocks missing from ply " + std::to_string(r.unclocked.front()) + ")";
  else out = "not reached in " + std::to_string(r.plies) + " plies";
  if (r.time_used) out += "; game time used " + clock_text(*r.time_used);
  return out;
}

std::vector<std::string> overrun_texts(const game::ScoreReport& r, const game::ReplayedGame& g) {
  std::vector<std::string> out;
  for (const game::Overrun& v : r.overruns)
    out.push_back("ply " + std::to_string(v.ply) + " " + g.side_name(v.side) + " " + number_text(v.seconds) + " s");
  return out;
}

std::string outcome_text(const game::ScoreReport& r) {
  return r.outcome ? *r.outcome + " (" + r.outcome_reason + ")" : std::string("not decided by the moves");
}

}  // namespace cinc::tools
