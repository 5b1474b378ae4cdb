// SPDX-License-Identifier: GPL-3.0-or-later
#include "flagruler.h"

#include <QtConcurrent/QtConcurrentRun>

FlagRuler::FlagRuler(QObject* parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<rulings::FlagRuling>::finished, this, &FlagRuler::finished);
}

void FlagRuler::rule(const Request& request)
{
    ++m_latestRequest;
    if (m_runningRequest != 0)
        m_waiting = request;
    else
        start(request);
}

void FlagRuler::abandon()
{
    ++m_latestRequest;
    m_waiting.reset();
}

void FlagRuler::start(const Request& request)
{
    m_runningRequest = m_latestRequest;
    // The worker keeps the record alive: it is shared and never changed (SheetSession::sharedRecord).
    m_watcher.setFuture(
        QtConcurrent::run([record = request.moment.record, flagged = request.flagged, moves = request.movesRequired] {
            return rulings::ruleFlagFall(*record, flagged, moves);
        }));
}

void FlagRuler::finished()
{
    const bool latest = m_runningRequest == m_latestRequest;
    m_runningRequest = 0;
    const rulings::FlagRuling ruling = m_watcher.result();
    if (m_waiting) {
        start(*m_waiting);
        m_waiting.reset();
    } else if (latest) {
        emit ruled(ruling);
    }
}
