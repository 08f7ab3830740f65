// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <memory>

class QCommandLineParser;

namespace adjutant::core {
class BattleSession;
}

namespace adjutant::cli {

// The battle at `path`: a battle file, or a club battle given as SERVER#BATTLE (a PostgreSQL URI
// or connection string, then the battle's name or id: docs/club.md). Checked against the
// registry, its changes recorded with the follow-ups its rule set calls for, as the app does.
// Throws core::Error naming `path`.
std::unique_ptr<core::BattleSession> openBattle(const QString &path);

// Runs one command line (arguments[0] is the program). Prints JSON on stdout, messages on
// stderr; returns 0 on success, 1 when the command was refused, 2 on a usage error.
int run(const QStringList &arguments);

// The commands that draw (report, calibrate) or read photos (capture) are the drawing program's,
// adjutant-cli-draw (app/cli/drawmain.cpp): it links Qt's GUI libraries and OpenCV, hands those
// commands over with setDrawing() and runs every command. adjutant-cli links neither, so that the
// commands that draw nothing load no GUI library (issue 34), and runs the drawing program in its
// own place for these (runDrawingProgram).
struct Drawing
{
    using Options = void (*)(QCommandLineParser &);
    using Run = int (*)(const QCommandLineParser &, const QStringList &);
    Options reportOptions;
    Run report;
    Options captureOptions;
    Run capture;
    Options calibrateOptions;
    Run calibrate;
};
void setDrawing(const Drawing &drawing);
// Whether command `name` is one of the drawing program's.
bool drawingCommand(const char *name);
// Replaces this process with the drawing program, given `argv` as it is: beside this program (a
// build folder), or in ../libexec/adjutant/ from it (installed). Returns only when it cannot be
// run, with 1 and why on stderr.
int runDrawingProgram(char **argv);

} // namespace adjutant::cli
