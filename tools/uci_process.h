#pragma once

// An engine speaking UCI on its standard input and output, run as a child
// process over two pipes (POSIX). Its input stays open until the object
// goes (Fairy-Stockfish quits mid-search when it closes). Used by the match
// runner (Fairy-Stockfish) and by the test of `qipan uci`.

#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qipan::tools {

class UciProcess {
 public:
  // Starts `path` with `args`; running() is false when it could not start.
  explicit UciProcess(const std::string& path, const std::vector<std::string>& args = {}) {
    std::signal(SIGPIPE, SIG_IGN);  // a dead engine must not kill its caller
    int to_child[2];
    int from_child[2];
    if (pipe(to_child) != 0) return;
    if (pipe(from_child) != 0) {
      close(to_child[0]);
      close(to_child[1]);
      return;
    }
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(path.c_str()));
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_ = fork();
    if (pid_ == 0) {
      dup2(to_child[0], 0);
      dup2(from_child[1], 1);
      close(to_child[1]);
      close(from_child[0]);
      execv(path.c_str(), argv.data());
      _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    in_ = to_child[1];
    out_ = from_child[0];
  }
  UciProcess(const UciProcess&) = delete;
  UciProcess& operator=(const UciProcess&) = delete;

  // Sends quit (unless wait_exit already ran), closes the pipes and waits.
  ~UciProcess() {
    if (pid_ > 0 && !exited_) {
      send("quit");
      wait_exit();
    }
    if (in_ >= 0) close(in_);
    if (out_ >= 0) close(out_);
  }

  bool running() const { return pid_ > 0 && !exited_; }

  // Writes `line` and a newline; false when the engine no longer reads.
  bool send(const std::string& line) {
    if (in_ < 0) return false;
    std::string text = line;
    text.push_back('\n');
    std::size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = write(in_, text.data() + done, text.size() - done);
      if (n <= 0) return false;
      done += static_cast<std::size_t>(n);
    }
    return true;
  }

  // The next line of output without its line end, or nothing when the
  // engine closed its output or wrote nothing for `timeout_ms`.
  std::optional<std::string> read_line(int timeout_ms = 60000) {
    while (true) {
      const std::size_t end = buffer_.find('\n');
      if (end != std::string::npos) {
        std::string line = buffer_.substr(0, end);
        buffer_.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      pollfd p{out_, POLLIN, 0};
      if (out_ < 0 || poll(&p, 1, timeout_ms) <= 0) return std::nullopt;
      char chunk[4096];
      const ssize_t n = read(out_, chunk, sizeof chunk);
      if (n <= 0) return std::nullopt;
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  // Reads lines until one starting with `word` and returns it (nothing when
  // the output ends or stalls first); the lines before it go to `before`.
  std::optional<std::string> wait_for(std::string_view word,
                                      std::vector<std::string>* before = nullptr,
                                      int timeout_ms = 60000) {
    while (auto line = read_line(timeout_ms)) {
      if (line->rfind(word, 0) == 0) return line;
      if (before) before->push_back(*line);
    }
    return std::nullopt;
  }

  // Waits for the engine to end; its exit status, or -1 when it was killed
  // by a signal (a crash) or never started.
  int wait_exit() {
    if (pid_ <= 0) return -1;
    if (!exited_) {
      if (in_ >= 0) {
        close(in_);
        in_ = -1;
      }
      waitpid(pid_, &status_, 0);
      exited_ = true;
    }
    return WIFEXITED(status_) ? WEXITSTATUS(status_) : -1;
  }

 private:
  pid_t pid_ = -1;
  int in_ = -1;
  int out_ = -1;
  bool exited_ = false;
  int status_ = 0;
  std::string buffer_;
};

}  // namespace qipan::tools
