// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>

#include <benchmark/benchmark.h>

#include <functional>

// The main() of a benchmark of the app's windows: a QApplication on Qt's offscreen platform
// (unless QT_QPA_PLATFORM names another), then the benchmarks the command line names, then
// `cleanUp` (what the benchmarks left on a server), while the application still stands.
inline int offscreenBenchmarkMain(int argc, char **argv, const std::function<void()> &cleanUp = {})
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (cleanUp)
        cleanUp();
    return 0;
}
