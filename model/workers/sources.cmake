target_sources(atlaslab_model PRIVATE
    workers/PgError.h
    workers/PgSession.h workers/PgSession.cpp
    workers/PgSchema.h workers/PgSchema.cpp
    workers/WorkerConfig.h
    workers/QueuedDelivery.h
    workers/WorkerStream.h workers/WorkerStream.cpp
    workers/LeaseQueue.h workers/LeaseQueue.cpp
    workers/AttemptOutcome.h
    workers/AttemptRecord.h
    workers/PgOrderHandler.h workers/PgOrderHandler.cpp
    workers/WorkerPool.h workers/WorkerPool.cpp
    workers/OrderOutcome.h
    workers/ReferenceRun.h workers/ReferenceRun.cpp
    workers/WorkersVerdict.h workers/WorkersVerdict.cpp
    workers/WorkersReport.h workers/WorkersReport.cpp
    workers/WorkersRun.h workers/WorkersRun.cpp
)
