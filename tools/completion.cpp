// `cinc completion bash`: the bash completion script, written from the CLI::App.
#include "completion.h"

#include <CLI/CLI.hpp>
#include <memory>
#include <stdexcept>

#include "cinc/game/variant.h"
#include "commands.h"
#include "io/io.h"

namespace cinc::tools {

namespace {

/// What completes an option's value or an argument.
struct ValueCompletion {
  bool takes_value = false;
  bool files = false;
  std::vector<std::string> values;  ///< a fixed set, when the option's check names one
};

/// A word the script may hold unquoted: a command, option or value name.
std::string plain_word(const std::string& word) {
  if (word.empty() || word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.+:") !=
                          std::string::npos)
    throw std::logic_error("completion: '" + word + "' is not a plain word");
  return word;
}

/// The words, checked plain, separated by spaces: a list for `compgen -W`.
std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + plain_word(w);
  return out;
}

/// The value set a check names in the option's type, "TEXT:{text,json}" (CLI::IsMember and
/// offered_values describe themselves so); empty when there is none.
std::vector<std::string> named_values(const std::string& type) {
  std::vector<std::string> values;
  const std::size_t open = type.find(":{");
  if (open == std::string::npos) return values;
  const std::size_t close = type.find('}', open);
  if (close == std::string::npos) return values;
  std::string item;
  for (const char c : type.substr(open + 2, close - open - 2)) {
    if (c == ',') {
      values.push_back(item);
      item.clear();
    } else {
      item += c;
    }
  }
  values.push_back(item);
  return values;
}

/// How the option's value completes: a flag takes none; a value set its check names; files
/// for the type FILE; nothing for any other value.
ValueCompletion value_completion(const CLI::Option& option) {
  ValueCompletion v;
  v.takes_value = option.get_items_expected_max() > 0;  // 0: a flag
  if (!v.takes_value) return v;
  const std::string type = option.get_type_name();
  v.values = named_values(type);
  v.files = v.values.empty() && type.rfind("FILE", 0) == 0;
  return v;
}

/// Whether --help shows the option (CLI11 hides an option or command of the empty group).
bool visible(const CLI::Option* option) { return !option->get_group().empty(); }

/// The option's names as typed: "-o", "--output".
std::vector<std::string> typed_names(const CLI::Option& option) {
  std::vector<std::string> names;
  for (const auto& s : option.get_snames()) names.push_back("-" + s);
  for (const auto& l : option.get_lnames()) names.push_back("--" + l);
  return names;
}

/// The bash lines completing one command's words (the program itself when `subcommands`
/// is not empty): an option's value after it, options after '-', else the arguments.
std::string scope_body(const CLI::App& command, const std::vector<std::string>& subcommands) {
  std::string body;
  std::vector<std::string> options;
  std::string value_cases;
  bool files_as_arguments = false;
  bool has_arguments = false;
  for (const CLI::Option* option : command.get_options()) {
    if (!visible(option)) continue;
    const ValueCompletion v = value_completion(*option);
    if (!option->nonpositional()) {
      has_arguments = true;
      files_as_arguments = files_as_arguments || v.files;
      continue;
    }
    const auto names = typed_names(*option);
    options.insert(options.end(), names.begin(), names.end());
    if (!v.takes_value) continue;
    std::string pattern;
    for (const auto& n : names) pattern += (pattern.empty() ? "" : "|") + plain_word(n);
    value_cases += "                " + pattern + ") ";
    if (!v.values.empty())
      value_cases += "_cinc_words '" + joined(v.values) + "' \"$cur\" ;;\n";
    else if (v.files)
      value_cases += "_cinc_files \"$cur\" ;;\n";
    else
      value_cases += "COMPREPLY=() ;;  # a value without a fixed set\n";
  }
  if (!value_cases.empty()) {
    body += "            case $prev in\n" + value_cases + "                *) false ;;\n            esac && return\n";
  }
  std::string arguments;
  if (!subcommands.empty())
    arguments = "_cinc_words '" + joined(subcommands) + "' \"$cur\"";
  else if (files_as_arguments)
    arguments = "_cinc_files \"$cur\"";
  else if (has_arguments)
    arguments = "COMPREPLY=()";
  else
    arguments = "_cinc_words '" + joined(options) + "' \"$cur\"";  // nothing but options: offer them
  body += "            if [[ $cur == -* ]]; then _cinc_words '" + joined(options) + "' \"$cur\"; else " + arguments +
          "; fi\n";
  return body;
}

}  // namespace

// The check accepts every value (returns no error); its description is what --help shows
// and named_values() reads back.
CLI::Validator offered_values(const std::vector<std::string>& values) {
  std::string description = "{";
  for (const auto& v : values) description += (description.size() > 1 ? "," : "") + v;
  description += "}";
  return CLI::Validator([](std::string&) { return std::string{}; }, description);
}

CLI::Validator offered_variants() {
  std::vector<std::string> names;
  for (const auto& variant : game::variants()) names.push_back(variant.name);
  return offered_values(names);
}

std::string bash_completion(const CLI::App& app) {
  const auto subcommands =
      app.get_subcommands([](const CLI::App* sub) { return !sub->get_group().empty(); });
  std::vector<std::string> names;  // every command's name and aliases ("analyse", "analyze")
  for (const CLI::App* sub : subcommands) {
    names.push_back(sub->get_name());
    for (const auto& alias : sub->get_aliases()) names.push_back(alias);
  }
  std::string name_pattern;  // validate|perft|...
  for (const auto& name : names) name_pattern += (name_pattern.empty() ? "" : "|") + plain_word(name);

  std::string script =
      "# bash completion for cinc. Generated by `cinc completion bash` from cinc's own command line\n"
      "# definition (tools/completion.cpp): do not edit.\n"
      "\n"
      "# The words of a list that start with the word being completed.\n"
      "_cinc_words()\n"
      "{\n"
      "    local IFS=$' \\t\\n'\n"
      "    COMPREPLY=($(compgen -W \"$1\" -- \"$2\"))\n"
      "}\n"
      "\n"
      "# File and directory names (a directory gets its slash, odd characters are quoted).\n"
      "_cinc_files()\n"
      "{\n"
      "    compopt -o filenames 2>/dev/null\n"
      "    local IFS=$'\\n'\n"
      "    COMPREPLY=($(compgen -f -- \"$1\"))\n"
      "}\n"
      "\n"
      "_cinc()\n"
      "{\n"
      "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command= i\n"
      "    # --option=value: bash splits the words at '=', so the option is one or two words back.\n"
      "    if [[ $cur == = ]]; then\n"
      "        cur=\n"
      "    elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then\n"
      "        prev=${COMP_WORDS[COMP_CWORD-2]}\n"
      "    fi\n"
      "    # The command: the first word that names one.\n"
      "    for (( i = 1; i < COMP_CWORD; i++ )); do\n"
      "        case ${COMP_WORDS[i]} in\n"
      "            " + name_pattern + ") command=${COMP_WORDS[i]}; break ;;\n"
      "        esac\n"
      "    done\n"
      "    case $command in\n"
      "        '')\n" +
      scope_body(app, names) + "            ;;\n";
  for (const CLI::App* sub : subcommands) {
    std::string pattern = plain_word(sub->get_name());
    for (const auto& alias : sub->get_aliases()) pattern += "|" + plain_word(alias);
    script += "        " + pattern + ")\n" + scope_body(*sub, {}) + "            ;;\n";
  }
  script +=
      "    esac\n"
      "}\n"
      "complete -F _cinc cinc\n";
  return script;
}

void add_completion_command(CLI::App& app, int& exit_code) {
  struct Options {
    std::string shell;
    std::string output;
  };
  auto opt = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("completion", "Print the bash completion script of cinc");
  cmd->group("");  // hidden from --help
  cmd->add_option("shell", opt->shell, "the shell: bash")->required()->check(CLI::IsMember({"bash"}));
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->callback([&app, opt, &exit_code] {
    write_output(opt->output, bash_completion(app));
    exit_code = kExitOk;
  });
}

}  // namespace cinc::tools
